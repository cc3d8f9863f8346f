import { createClient, createSessionStore, type Prefetched, prefetchedFirst } from '@modkit/sdk';
import { accountOf } from './offline/device-account';
import { keptReadsFetch } from './offline/kept-reads-fetch';

/** The session store (persisted under the SDK's one key) and the api client of the app. */
export const session = createSessionStore();

/** The first reads the page start began with the HTML (src/server/page-start.ts), if any. */
const startedWithThePage: Prefetched =
  (window as { __modkitFirstReads?: Prefetched }).__modkitFirstReads ?? new Map();

export const client = createClient({
  baseURL: '/api',
  session,
  // The session-expiry rule applies outside '/' and '/login'.
  currentPath: () => window.location.pathname,
  // A first read already on its way is taken, once, with the token it was asked with; the reads of the learner's
  // modules and lists are kept on the device and answered from there with no network (issue 44).
  fetch: keptReadsFetch(
    prefetchedFirst(startedWithThePage, () => session.getState().user?.token),
    () => accountOf(session),
  ),
});
