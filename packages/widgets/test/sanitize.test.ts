// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/ui/sanitize';

/** Every vector must come out without a way to run script; the harmless part must stay. */
describe('sanitizeHtml: module HTML renders inert', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://example.org">x</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<svg onload="alert(1)"><circle r="1"></circle></svg>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<form action="javascript:alert(1)"><button>go</button></form>', 'go'],
    ['<div onclick="alert(1)">x</div>', '<div>x</div>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<style>*{display:none}</style><p>x</p>', '<p>x</p>'],
    [
      '<div class="did-you-know"><strong>Did you know?</strong></div>',
      '<div class="did-you-know"><strong>Did you know?</strong></div>',
    ],
  ])('%s', (input, output) => {
    const clean = sanitizeHtml(input);
    expect(clean).toBe(output);
    expect(clean).not.toMatch(/on\w+=|javascript:|<script|<svg|<iframe/i);
  });

  it('empty input is empty', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
