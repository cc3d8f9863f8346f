import { firstPages } from '../first-pages';

/**
 * A main screen's code fetched ahead of a click on a link to it (hovered, focused, touched or seen: link.tsx):
 * its script files, from the server's `/route-chunks.json` (asked for once, when first needed), each added as
 * `<link rel=modulepreload>` (fetched and parsed, run only when the route imports it). Scripts only: a route's
 * stylesheet applies once it is added, so it is left to the route's own import, and the page the link is on
 * keeps its look. A path that is not a main screen (first-pages.ts), or a build without the list, preloads
 * nothing.
 */

type RouteChunks = Record<string, string[]>;

let chunks: Promise<RouteChunks> | undefined;
const added = new Set<string>();

const routeChunks = (): Promise<RouteChunks> =>
  (chunks ??= fetch('/route-chunks.json').then(
    (response) => (response.ok ? (response.json() as Promise<RouteChunks>) : {}),
    () => ({}),
  ));

function modulePreload(href: string): void {
  if (added.has(href)) return;
  added.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** Starts the script files of the screen `href` opens (a same-site link); nothing for another site. */
export function preloadRoute(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const pages = firstPages(url.pathname, url.searchParams);
  if (!pages.length) return;
  void routeChunks().then((files) => {
    for (const page of pages) for (const file of files[page] ?? []) modulePreload(file);
  });
}

let seen: IntersectionObserver | undefined;
let settled = false;
let scheduled = false;
const waiting = new Set<HTMLAnchorElement>();

/**
 * How long after the page's load event a seen link's screen may start: the load event comes with the app's
 * code, before the first screen has its data and covers; an idle moment then is not the screen's end.
 */
const SETTLE_MS = 2000;

/** After the page has loaded, settled and the browser is idle: a seen link's screen never competes with the first one. */
function whenSettled(start: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : setTimeout(start, 200);
  const settle = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

function observer(): IntersectionObserver {
  seen ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen?.unobserve(entry.target);
      preloadRoute((entry.target as HTMLAnchorElement).href);
    }
  });
  return seen;
}

/** Preloads the screen of `link` once it is seen (once the page has settled); returns the un-watch. */
export function preloadWhenSeen(link: HTMLAnchorElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (settled) observer().observe(link);
  else waiting.add(link);
  if (!scheduled) {
    scheduled = true;
    whenSettled(() => {
      settled = true;
      for (const waiter of waiting) observer().observe(waiter);
      waiting.clear();
    });
  }
  return () => {
    waiting.delete(link);
    seen?.unobserve(link);
  };
}
