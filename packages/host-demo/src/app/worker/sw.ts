/**
 * The app's one service worker, served at `/sw.js` with the site as its scope (built by vite-plugin-pwa's
 * injectManifest from this file, `sw.ts` for its name): web push (push-handlers.ts), the app working offline after one visit
 * (offline-routes.ts: the shell and every screen's code precached, pages and covers kept as they are read) and
 * the background sync of writes made offline (background-sync.ts). The learner's data (api answers) is kept by
 * the page itself, sealed per account in IndexedDB (app/offline/kept-reads.ts), never in this worker's caches.
 */
import './push-handlers';
import './offline-routes';
import './background-sync';
