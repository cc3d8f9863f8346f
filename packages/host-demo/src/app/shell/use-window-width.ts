import { useSyncExternalStore } from 'react';

/**
 * The width, read once and then kept up by a resize listener that stays for the page's life: on a phone (the
 * viewport meta in force) every read of `window.innerWidth` lays the whole page out first, and
 * `useSyncExternalStore` reads its snapshot on each render and commit of each component that asks, so
 * reading it there laid the page out again and again while the first screen was built (18 reads on the
 * library home: 8–9 forced layouts before its largest paint).
 */
let width: number | undefined;
const listeners = new Set<() => void>();

function currentWidth(): number {
  if (width === undefined) {
    window.addEventListener('resize', () => {
      width = window.innerWidth;
      for (const listener of listeners) listener();
    });
    width = window.innerWidth;
  }
  return width;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The window's inner width, following resizes (for the rules that depend on the screen width). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, currentWidth);
}
