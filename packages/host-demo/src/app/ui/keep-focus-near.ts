/** How long a confirmed action's list may take to show its outcome (a reload) before the watch ends. */
const WATCH_MS = 10_000;

/**
 * After a confirmed action on a row or a card (cancel a session, refuse a platform, erase an account), the
 * control that asked may go once the list shows the outcome: a cancelled session keeps no Cancel, an erased
 * account's row goes. Removed with the focus on it, it would leave the focus on the page (WCAG 2.4.3). Then
 * the focus goes to its row or card, which now says the outcome, or, when the row went too, to the page's
 * heading. Nothing moves when the control stays, or when the focus went elsewhere meanwhile.
 */
export function keepFocusNear(control: Element | null) {
  if (!(control instanceof HTMLElement) || control === document.body) return;
  const holder = control.closest<HTMLElement>('tr, li, article');
  const observer = new MutationObserver(() => {
    if (control.isConnected) return;
    stop();
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = holder?.isConnected ? holder : document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  });
  const timer = window.setTimeout(() => stop(), WATCH_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
