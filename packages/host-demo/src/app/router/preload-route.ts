import { matchRoute } from '../routes';

const started = new Set<string>();

/**
 * Starts loading the code of the page an in-app link leads to (once per route), so that following it does
 * not wait for the download: `Link` calls it when the link is hovered, focused or seen (after the page has
 * loaded, when the browser is idle). Other origins and unknown paths: nothing.
 */
export function preloadRoute(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const matched = matchRoute(url.pathname);
  if (!matched?.route.preload || started.has(matched.route.pattern.source)) return;
  started.add(matched.route.pattern.source);
  matched.route.preload().catch(() => started.delete(matched.route.pattern.source));
}

let seen: IntersectionObserver | undefined;
const idle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200);

/** Preloads a link's page once it is on screen, after the page's own load, when the browser is idle. */
export function preloadWhenSeen(link: HTMLAnchorElement): () => void {
  seen ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = entry.target as HTMLAnchorElement;
      seen?.unobserve(target);
      const go = () => idle(() => preloadRoute(target.href));
      if (document.readyState === 'complete') go();
      else window.addEventListener('load', go, { once: true });
    }
  });
  seen.observe(link);
  return () => seen?.unobserve(link);
}
