import { useEffect, useRef } from 'react';

/**
 * After a navigation inside the app, a focus left on nothing (the link or card that was pressed went with the
 * page it was on) moves to the new page's `<main>` (WCAG 2.4.3): the next Tab goes into the page, not back to
 * the top of the document, and a screen reader reads where it is. The first page of a load keeps the
 * browser's start; a focus still on something (a sidebar link) stays.
 */
export function useFocusAfterNavigation(path: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every path change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
}
