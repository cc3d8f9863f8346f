import {
  attributeValueAllowed,
  CONTENT_ATTRIBUTES,
  CONTENT_ELEMENTS,
  CONTENT_LINK_TARGET,
  UNWRAPPED_ELEMENTS,
} from './content-policy';

/** `Element.setHTML` (the HTML Sanitizer API), which TypeScript's DOM library does not describe yet. */
type SetHtml = (html: string, options: { sanitizer: object }) => void;

/** The content policy as the browser's sanitizer takes it. */
const POLICY = {
  elements: CONTENT_ELEMENTS,
  replaceWithChildrenElements: UNWRAPPED_ELEMENTS,
  attributes: CONTENT_ATTRIBUTES,
  dataAttributes: true,
  comments: false,
};

let supported: boolean | undefined;

/**
 * Whether this browser sanitizes with a policy of its own: `setHTML` with a configuration of elements and
 * attributes (Chromium, Firefox). Checked once on a detached element: an implementation that dropped the
 * configuration would fail it, and the content goes through DOMPurify instead. (That `setHTML` takes event
 * handlers and `javascript:` URLs out whatever the configuration says is the API's own promise.)
 */
export function nativeSanitizerSupported(): boolean {
  if (supported !== undefined) return supported;
  supported = false;
  try {
    if (typeof Element === 'undefined' || typeof document === 'undefined') return false;
    const setHtml = (Element.prototype as unknown as { setHTML?: SetHtml }).setHTML;
    if (typeof setHtml !== 'function') return false;
    const probe = document.createElement('div');
    // No event handler in the probe: Chromium reports one to the page's CSP as it parses (blocked, never run).
    setHtml.call(probe, '<b title="t" lang="x">b</b><i>i</i><form><u>u</u></form>', {
      sanitizer: { elements: ['b', 'u'], replaceWithChildrenElements: ['form'], attributes: ['title'] },
    });
    supported = probe.innerHTML === '<b title="t">b</b><u>u</u>';
  } catch {
    supported = false;
  }
  return supported;
}

/**
 * Puts authored HTML into `target` through the browser's sanitizer with the content policy (content-policy.ts),
 * then applies what a configuration cannot say: each attribute's value rule (no `vbscript:` or `data:text/html`
 * URL; the browser's sanitizer already takes `javascript:` out) and the links' new-tab target. Only when
 * `nativeSanitizerSupported()`.
 */
export function setSanitizedHtml(target: Element, html: string): void {
  (target as unknown as { setHTML: SetHtml }).setHTML(html, { sanitizer: POLICY });
  for (const element of Array.from(target.querySelectorAll('*'))) {
    const tag = element.localName;
    for (const { name, value } of Array.from(element.attributes))
      if (!attributeValueAllowed(tag, name, value)) element.removeAttribute(name);
    if (tag === 'a' && element.hasAttribute('href')) {
      element.setAttribute('target', CONTENT_LINK_TARGET.target);
      element.setAttribute('rel', CONTENT_LINK_TARGET.rel);
    }
  }
}
