import { describe, expect, it } from 'vitest';
import { sanitizeCss } from '../src/ui/sanitize-css';

/**
 * The CSS sanitizer relies on the browser's own CSS parser; its vectors (escaped `url(`, `image-set(`,
 * `@\69mport`, `@font-face` …) are checked in Chromium by tests/e2e/embed-security.spec.ts, where a tracking
 * server proves that nothing is fetched. Here: without a parser it keeps nothing (it fails closed).
 */
describe('sanitizeCss outside a browser', () => {
  it.each([['.did-you-know{padding:1rem}'], ["@import url('https://evil.invalid/x.css');"]])(
    'keeps nothing of %s',
    (css) => expect(sanitizeCss(css)).toBe(''),
  );

  it('empty input is empty', () => expect(sanitizeCss(null)).toBe(''));
});
