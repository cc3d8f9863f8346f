/**
 * A control disabled while it has the focus (a Submit while its form is sent, a Confirm while it saves) drops
 * the focus on the page: the browser's focus fixup, after which a screen reader has lost its place and Tab
 * starts over. When such a control is enabled again and the focus is still on nothing, it gets the focus back
 * (WCAG 2.4.3), also after a dialog it opened meanwhile closes. Installed once per document (the app's, a
 * partner page's); controls inside shadow roots included (`focusout` crosses them).
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
      focusWhenEnabled(control, doc);
    },
    true,
  );
}

/**
 * Gives `control` (disabled now) the focus once it is enabled again, if the focus is on nothing then; stops
 * waiting when the focus goes to another element of the page meanwhile (one inside a dialog is part of the
 * control's work: a payment window its Pay opened).
 */
export function focusWhenEnabled(
  control: HTMLButtonElement | HTMLInputElement,
  doc: Document = document,
): void {
  const observer = new MutationObserver(() => {
    if (control.disabled) return;
    stop();
    const active = doc.activeElement;
    if (control.isConnected && (!active || active === doc.body)) control.focus();
  });
  const onFocusIn = (focused: Event) => {
    const target = focused.composedPath()[0];
    if (!(target instanceof Element && target.closest('dialog'))) stop();
  };
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
  observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  doc.addEventListener('focusin', onFocusIn);
}
