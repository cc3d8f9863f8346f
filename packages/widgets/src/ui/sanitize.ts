import DOMPurify from 'dompurify';

let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  // Links from module content open in a new tab without handing over the widget's window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Module HTML and comments as inert markup: no script, no event handler, no `javascript:` URL, no SVG
 * or MathML payload, no form, no frame. Styling stays (the editor's classes), scripting never does.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Editor CSS, scoped to the content's own shadow root: no imports, no external fetches, no old IE hooks. */
export function sanitizeCss(css: string | null | undefined): string {
  if (!css) return '';
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\s*\([^)]*\)/gi, 'none')
    .replace(/expression\s*\(|behavior\s*:|-moz-binding/gi, '');
}
