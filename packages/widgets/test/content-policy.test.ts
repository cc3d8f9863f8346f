import { describe, expect, it } from 'vitest';
import {
  attributeValueAllowed,
  CONTENT_ATTRIBUTES,
  CONTENT_ELEMENTS,
  UNWRAPPED_ELEMENTS,
} from '../src/ui/content-policy';

/** The value rule both sanitizers apply (DOMPurify's, written once for the browser's own). */
describe('attributeValueAllowed: what an allowed attribute may hold', () => {
  it.each([
    ['a', 'href', 'https://example.org/x', true],
    ['a', 'href', 'mailto:someone@example.org', true],
    ['a', 'href', '/relative/path', true],
    ['a', 'href', '#anchor', true],
    ['a', 'href', 'page.html', true],
    ['a', 'href', 'javascript:alert(1)', false],
    ['a', 'href', 'java\tscript:alert(1)', false],
    ['a', 'href', ' JaVaScRiPt:alert(1)', false],
    ['a', 'href', 'vbscript:msgbox(1)', false],
    ['a', 'href', 'data:text/html,<script>alert(1)</script>', false],
    ['img', 'src', 'data:image/png;base64,AAAA', true],
    ['video', 'src', 'data:video/mp4;base64,AAAA', true],
    ['a', 'href', 'data:image/png;base64,AAAA', false],
    ['img', 'srcset', 'javascript:alert(1) 1x', false],
    ['td', 'background', 'jar:https://x!/y', false],
    ['td', 'width', '100', true],
    ['p', 'align', 'center', true],
    ['p', 'title', 'javascript:alert(1)', true],
    ['p', 'class', 'x:y', true],
    ['div', 'data-topic', 'javascript:whatever', true],
    ['div', 'aria-label', 'note: read this', true],
    ['img', 'alt', '', true],
    ['a', 'href', '', true],
  ])('<%s %s="%s">: %s', (tag, name, value, allowed) => {
    expect(attributeValueAllowed(tag, name, value)).toBe(allowed);
  });
});

describe('the lists', () => {
  it('keep no element or attribute that can run script, fetch a frame or restyle the page', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
      'frame',
      'frameset',
    ])
      expect(CONTENT_ELEMENTS, tag).not.toContain(tag);
    for (const name of ['style', 'onclick', 'onerror', 'onload', 'formaction', 'srcdoc', 'is', 'target'])
      expect(CONTENT_ATTRIBUTES, name).not.toContain(name);
  });

  it("unwrap only what DOMPurify unwraps of what it forbids (a form's words stay)", () => {
    expect(UNWRAPPED_ELEMENTS).toEqual(['form', 'button', 'input', 'select', 'textarea']);
    for (const tag of UNWRAPPED_ELEMENTS) expect(CONTENT_ELEMENTS).not.toContain(tag);
  });
});
