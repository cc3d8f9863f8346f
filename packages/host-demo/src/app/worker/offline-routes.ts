import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The pages the app was opened on (its HTML: the same shell whatever the path), newest kept. */
const PAGES_CACHE = 'modkit-pages';
/** Module and collection covers and profile photos (public files), kept as they are shown. */
const COVERS_CACHE = 'modkit-covers';
/** Paths the app's pages never are (the composed server's other parts). */
const NOT_THE_APP = /^\/(api|lti|widgets|embed-demo)(\/|$)/;

// The shell and every screen's code and styles (the build lists them with their hashes): a new build's
// worker replaces them, and the old versions' caches are removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * With no network, a page the device never opened gets the newest page it did: every page is the app's one
 * shell (its router reads the path), so the screen still opens, from what the device keeps.
 */
const anyKeptPage = {
  async handlerDidError() {
    const cache = await caches.open(PAGES_CACHE);
    const pages = await cache.keys();
    const newest = pages.at(-1);
    return (newest && (await cache.match(newest))) ?? Response.error();
  },
};

// Pages: the network first (a page carries its own policy and first reads), the kept one after 4 s without
// an answer or with no network.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [new ExpirationPlugin({ maxEntries: 20 }), anyKeptPage],
    }),
    { denylist: [NOT_THE_APP] },
  ),
);

// Covers and photos: from the device once shown (they never change under one path).
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/api\/files\/(covers|avatars)\//.test(url.pathname),
  new CacheFirst({
    cacheName: COVERS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true })],
  }),
);

// A new worker takes over at once: the app's files are hashed, an old page keeps the ones it loaded.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
