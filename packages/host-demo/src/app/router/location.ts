import { useSyncExternalStore } from 'react';

/** A tiny router over the History API: the current path and query, and `navigate`. */

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * Goes to a same-site path (with its query); `replace` keeps the history length. Resets the scroll unless
 * `keepScroll` (a query flag that opens a dialog over the page).
 */
export function navigate(to: string, options: { replace?: boolean; keepScroll?: boolean } = {}): void {
  if (to === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  if (!options.keepScroll) window.scrollTo(0, 0);
  notify();
}

/**
 * Sets or removes a query flag of the current page (`upgrade=true` opens the pricing modal over any page),
 * keeping the path and the scroll position.
 */
export function setQueryFlag(name: string, on: boolean, options: { replace?: boolean } = {}): void {
  setQueryValue(name, on ? 'true' : null, options);
}

/** Sets (or, with null, removes) one query value of the current URL; adding pushes, removing replaces. */
export function setQueryValue(name: string, value: string | null, options: { replace?: boolean } = {}): void {
  const url = new URL(window.location.href);
  if (value !== null) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  navigate(url.pathname + url.search, { replace: options.replace ?? value === null, keepScroll: true });
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current location; re-renders on navigate and on back/forward. */
export function useLocation(): { path: string; search: string; query: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const url = new URL(href, window.location.origin);
  return { path: url.pathname, search: url.search, query: url.searchParams };
}
