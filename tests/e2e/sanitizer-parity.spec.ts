import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

/**
 * Authored HTML goes through the browser's own sanitizer where it has one (`setHTML`, as Chromium here) and
 * through DOMPurify elsewhere, both with the one content policy (packages/widgets/src/ui/content-policy.ts). In
 * this Chromium, both run on the same inputs: the XSS catalogue's payloads, the unit tests' vectors and ordinary
 * authored content. Neither may keep a way to run script, and both must keep the same markup.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const catalogue = JSON.parse(readFileSync(join(here, 'fixtures', 'xss-catalogue.json'), 'utf8')) as {
  modules: Array<Record<string, unknown>>;
};

/** Every HTML field of the catalogue's modules (descriptions, tabs, projects' briefs …), found by name. */
function htmlFields(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) htmlFields(item, into);
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value))
      if (typeof field === 'string' && key.endsWith('_html')) into.push(field);
      else htmlFields(field, into);
  return into;
}

const VECTORS = [
  '<p>ok</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#09;script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
  '<svg onload="alert(1)"><circle r="1"></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  '<div onclick="alert(1)">x</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>*{display:none}</style><p>x</p>',
  '<img srcset="javascript:alert(1) 1x" src="ok.png">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<details open ontoggle="alert(1)"><summary>s</summary>d</details>',
];

/**
 * Where the two differ, the browser's sanitizer is the stricter: an element outside the policy that DOMPurify
 * does not list (`noscript`, a custom element) DOMPurify unwraps, keeping its content; the browser's drops it
 * with its content (a configuration names what to unwrap, and the unknown cannot be named).
 */
const STRICTER_NATIVE = new Map([
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['<p>Before <x-note>a custom element</x-note> after</p>', '<p>Before  after</p>'],
]);

const CONTENT = [
  '<div class="did-you-know"><strong>Did you know?</strong> <em>Light</em> bends.</div>',
  '<h2 id="part-1">Part 1</h2><p>Read <a href="https://example.org/a" title="A">this</a> and <a href="/b">that</a>.</p>',
  '<ul><li>one</li><li>two<ol start="3"><li>three</li></ol></li></ul>',
  '<table><caption>Marks</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2" align="center">1</td></tr></tbody></table>',
  '<figure><img src="/api/files/covers/x.svg" alt="A cover" width="320" height="180" loading="lazy"><figcaption>Cover</figcaption></figure>',
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot">',
  '<video controls src="/media/clip.mp4" poster="/media/poster.png"><track kind="captions" src="/media/c.vtt" srclang="en"></video>',
  '<p data-topic="optics" aria-label="A note" dir="rtl" lang="ar">نص</p>',
  '<details><summary>More</summary><p>Hidden</p></details>',
  '<blockquote cite="https://example.org">Quote</blockquote><pre><code>let x = 1;</code></pre><hr>',
  '<p><font color="red" face="serif">old</font> <center>centred</center> <mark>marked</mark> <sub>2</sub><sup>3</sup></p>',
  '<p>A<br>B<wbr>C</p><!-- a comment --><p>D</p>',
];

test('the browser sanitizer and DOMPurify keep the same inert markup of every input', async ({ page }) => {
  const bundle = await build({
    stdin: {
      contents: `
        import { nativeSanitizerSupported, setSanitizedHtml } from './native-sanitizer';
        import { sanitizeHtml } from './sanitize';
        window.__sanitizers = {
          supported: nativeSanitizerSupported,
          native(html) { const d = document.createElement('div'); setSanitizedHtml(d, html); return d.innerHTML; },
          purify(html) { const d = document.createElement('div'); d.innerHTML = sanitizeHtml(html); return d.innerHTML; },
        };`,
      resolveDir: join(here, '../../packages/widgets/src/ui'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
  });
  // A page of its own (the app's pages allow no inline script): the sanitizers work on detached elements.
  await page.setContent('<!doctype html><html lang="en"><title>Sanitizers</title></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const inputs = [...htmlFields(catalogue.modules), ...VECTORS, ...CONTENT, ...STRICTER_NATIVE.keys()];
  expect(inputs.length).toBeGreaterThan(VECTORS.length + CONTENT.length);
  const results = await page.evaluate((all) => {
    const s = (window as unknown as { __sanitizers: Record<string, (html?: string) => unknown> })
      .__sanitizers;
    (window as unknown as { __xss?: string }).__xss = undefined;
    return {
      supported: s.supported!(),
      outputs: all.map((html) => ({
        html,
        native: s.native!(html) as string,
        purify: s.purify!(html) as string,
      })),
    };
  }, inputs);
  expect(results.supported, 'this Chromium sanitizes with a policy of its own').toBe(true);
  const unsafe =
    /\son\w+=|javascript:|vbscript:|data:text|<script|<svg|<math|<iframe|<style|<form|<button|<object|<embed|\sstyle=/i;
  for (const { html, native, purify } of results.outputs) {
    expect(native, `native: ${html}`).not.toMatch(unsafe);
    expect(purify, `DOMPurify: ${html}`).not.toMatch(unsafe);
    if (STRICTER_NATIVE.has(html)) expect(native, html).toBe(STRICTER_NATIVE.get(html));
    else expect(native, html).toBe(purify);
  }
  // Ordinary content keeps its text, links (in a new tab) and images.
  const article = results.outputs.find((o) => o.html.startsWith('<h2 id="part-1">'))!;
  expect(article.native).toContain(
    '<a href="https://example.org/a" title="A" target="_blank" rel="noopener noreferrer">this</a>',
  );
  expect(results.outputs.find((o) => o.html.startsWith('<figure>'))!.native).toContain('alt="A cover"');
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
});
