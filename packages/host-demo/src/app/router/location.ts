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

/** Goes to a same-site path (with its query); `replace` keeps the history length. Resets the scroll. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current location; re-renders on navigate and on back/forward. */
export function useLocation(): { path: string; search: string; query: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const url = new URL(href, window.location.origin);
  return { path: url.pathname, search: url.search, query: url.searchParams };
}
