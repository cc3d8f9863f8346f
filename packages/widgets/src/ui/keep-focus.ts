/**
 * A control disabled while it has the focus (a Submit while its form is sent, a Confirm while it saves) drops
 * the focus on the page: the browser's focus fixup, after which a screen reader has lost its place and Tab
 * starts over. When such a control is enabled again and the focus is still on nothing, it gets the focus back
 * (WCAG 2.4.3). Installed once per document (the app's, a partner page's); controls inside shadow roots
 * included (`focusout` crosses them).
 */
const installed = new WeakSet<Document>();

export function keepFocusThroughDisabling(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener(
    'focusout',
    (event) => {
      if ((event as FocusEvent).relatedTarget) return;
      const control = event.composedPath()[0];
      // A blur of another kind (a click on the page) leaves the control enabled: nothing to keep.
      if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement) || !control.disabled)
        return;
      const observer = new MutationObserver(() => {
        if (control.disabled) return;
        observer.disconnect();
        const active = doc.activeElement;
        if (control.isConnected && (!active || active === doc.body)) control.focus();
      });
      observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
      // The focus went somewhere else meanwhile: no more waiting.
      doc.addEventListener('focusin', () => observer.disconnect(), { once: true });
    },
    true,
  );
}
