/** Where the service worker is served (the build writes it there) and the scope it controls: the site. */
const SERVICE_WORKER_URL = '/sw.js';
/** The worker's cache of the app's pages (worker/offline-routes.ts). */
const PAGES_CACHE = 'modkit-pages';

/**
 * Registers the app's one service worker (push, offline, background sync) and, once it is ready, keeps the page
 * the app was opened on: the worker caches the pages opened after it, this one was opened before it. Called
 * after the first paint (offline-start.ts), never on the way to it.
 */
export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  if (typeof caches !== 'undefined' && navigator.onLine) {
    const pages = await caches.open(PAGES_CACHE);
    await pages.add(location.href).catch(() => undefined);
  }
  return registration;
}
