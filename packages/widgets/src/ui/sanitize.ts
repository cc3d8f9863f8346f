import DOMPurify from 'dompurify';
import { CONTENT_ATTRIBUTES, CONTENT_ELEMENTS, CONTENT_LINK_TARGET, CONTENT_URI } from './content-policy';

let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  // Links from module content open in a new tab without handing over the widget's window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', CONTENT_LINK_TARGET.target);
      node.setAttribute('rel', CONTENT_LINK_TARGET.rel);
    }
  });
}

/**
 * Authored HTML as inert markup, by DOMPurify, as the content policy says (content-policy.ts: no script, no
 * event handler, no `javascript:` URL, no SVG or MathML payload, no form, no frame; the editor's classes
 * stay). For a browser without its own sanitizer (native-sanitizer.ts), which it otherwise leaves unloaded.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...CONTENT_ELEMENTS],
    ALLOWED_ATTR: [...CONTENT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: CONTENT_URI,
  });
}
