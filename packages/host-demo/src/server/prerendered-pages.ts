import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STORAGE_KEY } from '@modkit/sdk';
import {
  acceptLanguagePreferences,
  LANGUAGES,
  type Language,
  negotiateLanguage,
  textDirection,
} from '@modkit/sdk/rules';

/**
 * The signed-out pages sent painted: the markup the build rendered for each in each language
 * (scripts/prerender.ts, `<app>/.prerender/pages.json`) goes into the HTML's `#root`, with the page's stylesheets,
 * so the page is on screen before any script has run; the app then takes over the same markup
 * (app/prerender/take-over.ts).
 *
 * The language is the one the app would choose for a visitor: the one chosen on this device (the app keeps it in
 * localStorage and in the `modkit_language` cookie, which the server reads), else the browser's
 * (`Accept-Language`, as `navigator.languages`). A page whose language the server cannot know for sure is not
 * painted in another: the guard (an inline script right after `#root`) empties `#root` before the first paint
 * when this device chose another language, or when a session is signed in (the app sends it elsewhere).
 */

export interface PrerenderedPages {
  /** Markup by path, then by language. */
  pages: Record<string, Record<string, string>>;
  /** The page's tab title by path, then by language (WCAG 2.4.2: the title a screen reader reads on load). */
  titles?: Record<string, Record<string, string>>;
  /** The widgets' page UI stylesheet (theme tokens), which the app otherwise adopts from script. */
  css: string;
}

/** The cookie the app writes with the language chosen on this device (app/i18n/chosen-language.ts). */
const LANGUAGE_COOKIE = 'modkit_language';

/** The app's module that takes a painted page over (its manifest key). */
export const TAKE_OVER = 'prerender/take-over.ts';

/** `/` is the login page. */
const PAGE_OF: Record<string, string> = { '/': '/login' };

/** The build's prerendered pages, or null when the build has none. */
export function readPrerendered(dir: string): PrerenderedPages | null {
  const file = join(dir, '.prerender', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : null;
}

/** The visitor's language: the cookie's when it names one of ours, else the browser's. */
export function visitorLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
  if (chosen && (LANGUAGES as readonly string[]).includes(decodeURIComponent(chosen)))
    return decodeURIComponent(chosen) as Language;
  const negotiated = negotiateLanguage(acceptLanguagePreferences(headers['accept-language']));
  return (LANGUAGES as readonly string[]).includes(negotiated) ? (negotiated as Language) : 'en';
}

/**
 * The guard, run as the parser reaches it (before the first paint): empties `#root` when the page must not show
 * (see above), keeps the device's choice in the cookie for the next page, and holds a form submitted before the
 * app has taken over (the app submits it then: nothing typed is lost, nothing goes out as a plain form).
 */
function guardScript(): string {
  return `(function(r){try{var l=localStorage.getItem('modkit:language');
var s=JSON.parse(localStorage.getItem(${JSON.stringify(DEFAULT_STORAGE_KEY)})||'null');s=s&&s.state||{};
if(s.user&&s.user.token||l&&l!==r.getAttribute('data-prerendered')){r.textContent='';r.removeAttribute('data-prerendered')}
if(l)document.cookie='${LANGUAGE_COOKIE}='+encodeURIComponent(l)+';path=/;max-age=31536000;samesite=lax'}catch(e){}
document.addEventListener('submit',function(e){if(r.hasAttribute('data-prerendered')){e.preventDefault();window.__modkitHeldSubmit=e.target}},true)
})(document.getElementById('root'));`;
}

/**
 * `html` (the app's index.html) with the page's markup in `language` in `#root`, `<html lang dir>` set, its title, the guard,
 * and the page's stylesheets written into the HTML (`styles`: the page's files, from the manifest, after the app's
 * own that index.html links; the page UI's): a stylesheet fetched apart would hold the first paint one more round
 * trip. `html` unchanged for a path that is not prerendered.
 */
export function withPrerender(
  html: string,
  prerendered: PrerenderedPages,
  page: { path: string; language: Language; nonce: string; styles: string[] },
  readStyle: (href: string) => string,
): string {
  const { path, language, nonce } = page;
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const markup = prerendered.pages[PAGE_OF[clean] ?? clean]?.[language];
  if (markup === undefined) return html;
  const title = prerendered.titles?.[PAGE_OF[clean] ?? clean]?.[language];
  const style = (css: string) => `<style nonce="${nonce}">${css}</style>`;
  const own = page.styles.map((href) => style(readStyle(href))).join('');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language}" dir="${textDirection(language)}">`)
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) =>
      style(readStyle(href)),
    )
    .replace('</head>', `${style(prerendered.css)}${own}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${language}">${markup}</div><script nonce="${nonce}">${guardScript()}</script>`,
    );
}

/** Text as HTML (a title from the catalogue). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Whether `path` has a prerendered page. */
export function isPrerendered(prerendered: PrerenderedPages | null, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !!prerendered?.pages[PAGE_OF[clean] ?? clean];
}
