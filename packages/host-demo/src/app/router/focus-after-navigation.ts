import { useEffect, useRef } from 'react';

/**
 * How long after a navigation a focus dropped on nothing is still taken to the new page (ms): a phone on a slow
 * network may take seconds to bring a screen's code and its data (each may replace what had the focus).
 */
const SETTLE_MS = 10_000;

/**
 * After a navigation inside the app, a focus left on nothing (the link or card that was pressed went with the
 * page it was on) moves to the new page's `<main>` (WCAG 2.4.3): the next Tab goes into the page, not back to
 * the top of the document, and a screen reader reads where it is. The first page of a load keeps the
 * browser's start; a focus still on something (a sidebar link) stays. A page whose code is still loading has
 * no `<main>` yet, and a page in a frame of its own (the public screens) replaces the one that took the focus:
 * so the focus is looked after for a moment, each time it is found on nothing, until it is on something else
 * than a main or the link that was pressed, or the person clicks or taps (they moved on: what happens next is not the navigation's).
 */
export function useFocusAfterNavigation(path: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every path change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The link pressed may still have the focus and go a moment later (a menu's item, as the menu closes).
    const pressed = document.activeElement;
    let until = performance.now() + SETTLE_MS;
    let frame = 0;
    const movedOn = () => {
      until = 0;
    };
    document.addEventListener('pointerdown', movedOn, { capture: true, once: true });
    const settle = () => {
      if (performance.now() >= until) return;
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected)
        document.getElementById('main')?.focus({ preventScroll: true });
      else if (active.id !== 'main' && active !== pressed) return;
      frame = requestAnimationFrame(settle);
    };
    settle();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', movedOn, { capture: true });
    };
  }, [path]);
}
