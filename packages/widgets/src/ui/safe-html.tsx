import { useLayoutEffect, useRef } from 'react';
import { useOptionalWidgetEnv } from '../runtime/widget-env';

/**
 * Authored content is written for a light page (its CSS sets light backgrounds), so it always sits on
 * a light sheet of its own, in the dark theme too.
 */
const CONTENT_BASE_CSS = `:host{display:block;line-height:1.6;overflow-wrap:anywhere;color-scheme:light;
color:var(--modkit-content-text,#1a202c);background:var(--modkit-content-surface,#ffffff);border-radius:8px;padding:.25em .75em}
img,video{max-width:100%;height:auto}a{color:#2b59c3}table{border-collapse:collapse;max-width:100%}
td,th{border:1px solid var(--mk-border);padding:.25em .5em}`;

type Sanitizer = typeof import('./sanitize');
/** The sanitizer once its chunk has loaded: content then goes in at once, in the frame that shows its box. */
let loaded: Sanitizer | null = null;

/** The sanitizer (DOMPurify) sits in its own chunk; widgets that show HTML start loading it early. */
export const loadSanitizer = (): Promise<Sanitizer> =>
  import('./sanitize').then((sanitizer) => {
    loaded = sanitizer;
    return sanitizer;
  });

/**
 * Renders sanitized HTML in a shadow root of its own, so the editor's CSS styles the content and
 * nothing else (it can neither restyle the widget nor the page). Nothing is inserted before the
 * sanitizer has run.
 */
export function SafeHtml({ html, css }: { html: string | null | undefined; css?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const nonce = useOptionalWidgetEnv()?.nonce;
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    let live = true;
    const render = ({ sanitizeHtml, sanitizeCss }: Sanitizer) => {
      if (!live) return;
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      if (nonce) style.nonce = nonce;
      style.textContent = CONTENT_BASE_CSS + sanitizeCss(css);
      const body = document.createElement('div');
      body.innerHTML = sanitizeHtml(html);
      root.replaceChildren(style, body);
    };
    // A dynamic import answers in a later task even when its module is there: what follows the content
    // would be painted first, then pushed down.
    if (loaded) render(loaded);
    else void loadSanitizer().then(render);
    return () => {
      live = false;
    };
  }, [html, css, nonce]);
  // The content's own language decides its direction, not the widget's (an English module in an Arabic widget).
  return <div ref={ref} className="mk-content" part="content" dir="auto" />;
}
