import { inlineScript } from '@modkit/lti-tool/inline-script';
import { firstReads } from '../app/first-reads';
import { type PreloadLink, preloadTags } from './route-preloads';

/**
 * The page start: an inline script the server puts at the top of the app's HTML (page-start.inline.ts) that
 * starts the screen's first api reads (app/first-reads.ts) at once, while the app's code downloads, with the
 * session's token from localStorage (a `<link rel=preload>` cannot carry it). The responses wait in
 * `window.__modkitFirstReads` under the SDK's `prefetchKey`; the app's client takes each once
 * (`prefetchedFirst`), and one not taken within 30 s is dropped. As the widget loader does for a widget. A read
 * whose answer names the screen's largest paint (a `cover`) preloads that image once the answer is in.
 *
 * Then it adds the screen's preloads to `<head>`: as `<link>` tags in the HTML, the browser's preload scanner
 * asked for the 20-odd chunks before the inline script had run, and the reads queued behind them for the 6
 * connections an origin gets over HTTP/1.1. A link marked with a browser method is added only in a browser
 * without it. The links need no nonce (CSP's `script-src 'self'` covers what they fetch).
 */
const pageStart = inlineScript('host-demo/src/server/page-start.inline.ts');

/** The page start's script for `path` (and its `query`), with `preloads` to add; '' for a screen without first reads. */
function pageStartScript(path: string, query?: URLSearchParams, preloads: PreloadLink[] = []): string {
  const { signedIn, reads } = firstReads(path, query);
  return reads.length ? pageStart({ reads, signedIn, preloads }) : '';
}

/**
 * The app's index.html for `path` (and its `query`), with its page start (carrying the response's CSP nonce) first in `<head>`
 * and `preloads`, the links that start the screen's code (route-preloads.ts): inserted by the page start after
 * it has started the reads, or, on a page with no reads, as tags last in `<head>`.
 */
export function withPageStart(
  html: string,
  path: string,
  nonce: string,
  preloads: PreloadLink[] = [],
  query?: URLSearchParams,
): string {
  const script = pageStartScript(path, query, preloads);
  if (script) return html.replace('<head>', `<head><script nonce="${nonce}">${script}</script>`);
  return preloads.length ? html.replace('</head>', `${preloadTags(preloads)}</head>`) : html;
}
