import { useSyncExternalStore } from 'react';

/**
 * The width last read, kept between resizes: on a phone (the viewport meta in force) every read of
 * `window.innerWidth` lays the whole page out first, and `useSyncExternalStore` reads its snapshot on each
 * render and commit of each component that asks, so reading it there laid the page out again and again
 * while the first screen was built (a sixth of the library home's script time on a 4× slower CPU).
 */
let width: number | undefined;
const listeners = new Set<() => void>();

function onResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    width = undefined; // no longer followed: read afresh next time
  };
};

/** The window's inner width, read once and then on each resize. */
export function windowWidth(): number {
  width ??= window.innerWidth;
  return width;
}

/** The window's inner width, following resizes (for the rules that depend on the screen width). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, windowWidth);
}
