import { useLayoutEffect, useRef } from 'react';

/**
 * Chips that take themselves off (a chosen topic, a university): the chip pressed goes, and with it the
 * focus, which would be left on the page (WCAG 2.4.3). `removed(index)` is called as a chip goes; once the
 * list is drawn again, the chip now at that place (or the last one) has the focus, or, with none left, the
 * element `fallbackId` names (the field that adds chips).
 */
export function useRemovalFocus<T extends HTMLElement>(fallbackId: string) {
  const list = useRef<T>(null);
  const pending = useRef<number | null>(null);
  // Before the browser paints the change: the focus is never seen on nothing.
  useLayoutEffect(() => {
    if (pending.current === null) return;
    const buttons = Array.from(list.current?.querySelectorAll('button') ?? []);
    const next =
      buttons[Math.min(pending.current, buttons.length - 1)] ?? document.getElementById(fallbackId);
    pending.current = null;
    next?.focus();
  });
  return {
    list,
    removed: (index: number) => {
      pending.current = index;
    },
  };
}
