import { useLayoutEffect, useRef } from 'react';
import { useOptionalWidgetEnv } from '../runtime/widget-env';
import { nativeSanitizerSupported, setSanitizedHtml } from './native-sanitizer';
import { sanitizeCss } from './sanitize-css';

/**
 * Authored content is written for a light page (its CSS sets light backgrounds), so it always sits on
 * a light sheet of its own, in the dark theme too. Its links show the widgets' focus ring (WCAG 2.4.7: the
 * browser's own is 1px), in the primary colour of the light sheet.
 */
const CONTENT_BASE_CSS = `:host{display:block;line-height:1.6;overflow-wrap:anywhere;color-scheme:light;
color:var(--modkit-content-text,#1a202c);background:var(--modkit-content-surface,#ffffff);border-radius:8px;padding:.25em .75em}
img,video{max-width:100%;height:auto}a{color:#2b59c3}:focus-visible{outline:3px solid #2b59c3;outline-offset:2px}table{border-collapse:collapse;max-width:100%}
td,th{border:1px solid var(--mk-border);padding:.25em .5em}`;

/** What puts authored HTML into an element, sanitized by the content policy (content-policy.ts). */
type Fill = (target: Element, html: string) => void;

/**
 * The fill once known: the browser's own sanitizer where it has one (nothing to load), else DOMPurify once its
 * chunk is in. Content then goes in at once, in the frame that shows its box.
 */
let ready: Fill | null = null;

const readyFill = (): Fill | null => {
  if (!ready && nativeSanitizerSupported()) ready = setSanitizedHtml;
  return ready;
};

/**
 * The fill, loading DOMPurify's chunk (12 kB gz) only for a browser without a sanitizer of its own; widgets that
 * show HTML call it early.
 */
export const loadSanitizer = (): Promise<Fill> => {
  const now = readyFill();
  if (now) return Promise.resolve(now);
  return import('./sanitize').then(({ sanitizeHtml }) => {
    ready = (target, html) => {
      target.innerHTML = sanitizeHtml(html);
    };
    return ready;
  });
};

/**
 * Renders sanitized HTML in a shadow root of its own, so the editor's CSS styles the content and
 * nothing else (it can neither restyle the widget nor the page). Nothing is inserted before the
 * sanitizer has run.
 */
export function SafeHtml({
  html,
  css,
  lang,
}: {
  html: string | null | undefined;
  css?: string;
  /** The content's language (a module's `language`): a screen reader reads it with that language's voice. */
  lang?: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const nonce = useOptionalWidgetEnv()?.nonce;
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    let live = true;
    const render = (fill: Fill) => {
      if (!live) return;
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      if (nonce) style.nonce = nonce;
      style.textContent = CONTENT_BASE_CSS + sanitizeCss(css);
      const body = document.createElement('div');
      fill(body, html ?? '');
      root.replaceChildren(style, body);
    };
    // A dynamic import answers in a later task even when its module is there: what follows the content
    // would be painted first, then pushed down.
    const now = readyFill();
    if (now) render(now);
    else void loadSanitizer().then(render);
    return () => {
      live = false;
    };
  }, [html, css, nonce]);
  // The content's own language decides its direction, not the widget's (an English module in an Arabic widget).
  return <div ref={ref} className="mk-content" part="content" lang={lang} dir="auto" />;
}
