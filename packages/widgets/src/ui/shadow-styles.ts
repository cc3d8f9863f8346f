import { useLayoutEffect } from 'react';

/**
 * One constructed stylesheet per stylesheet text and document, adopted by every shadow root that uses that
 * text (`adoptedStyleSheets`): six carousels on a page share one parsed sheet and its rules instead of each
 * parsing and matching a `<style>` of its own. A constructed sheet needs no nonce (a Content-Security-Policy
 * governs `<style>` elements, not `CSSStyleSheet.replaceSync`).
 */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** The shared sheet for `text` in the root's document, or null where constructed sheets are not supported. */
function sharedSheet(root: ShadowRoot, text: string): CSSStyleSheet | null {
  const doc = root.ownerDocument;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (!Sheet || !('adoptedStyleSheets' in root) || typeof Sheet.prototype.replaceSync !== 'function')
    return null;
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(text);
  if (!sheet) {
    sheet = new Sheet();
    sheet.replaceSync(text);
    byText.set(text, sheet);
  }
  return sheet;
}

function adopt(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Gives `root` the shared sheet of `text` before its content is first styled (during the render that
 * creates it) and takes it away when the frame unmounts. Returns false where the browser has no constructed
 * sheets (or there is no root): the caller then renders a `<style>` element instead.
 */
export function useSharedShadowSheet(root: ShadowRoot | null, text: string): boolean {
  const sheet = root ? sharedSheet(root, text) : null;
  if (root && sheet) adopt(root, sheet);
  useLayoutEffect(() => {
    if (!root || !sheet) return;
    adopt(root, sheet);
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [root, sheet]);
  return sheet !== null;
}
