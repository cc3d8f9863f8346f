import { type RefObject, useLayoutEffect } from 'react';
import { listenToDocument } from './listen-to-document';
import { useLatestRef } from './use-latest-ref';

/** What can take focus inside the drawer. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The sidebar as a modal drawer on small screens: focus moves into it when it opens; Tab stays inside it
 * (the rest of the page is `inert` meanwhile); Escape closes it and gives focus back to the menu button; a
 * tap outside closes it where the user tapped. The listeners are in place before the drawer is painted (a layout
 * effect: under preact/compat an effect runs a frame later, and a tap in that frame was lost).
 */
export function useDrawer(
  modal: boolean,
  drawer: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
): void {
  const closeRef = useLatestRef(close);
  useLayoutEffect(() => {
    const element = drawer.current;
    if (!modal || !element) return;
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current(true);
      } else if (event.key === 'Tab') keepFocusInside(element, event);
    };
    const onPointer = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) closeRef.current(false);
    };
    return listenToDocument({ keydown: onKey, pointerdown: onPointer });
  }, [modal, drawer, closeRef]);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(element: HTMLElement, event: KeyboardEvent): void {
  const items = Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !element.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !element.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
