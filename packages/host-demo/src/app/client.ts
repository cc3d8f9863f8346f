import { createClient, createSessionStore } from '@modkit/sdk';

/** The session store (persisted under the SDK's one key) and the api client of the app. */
export const session = createSessionStore();

export const client = createClient({
  baseURL: '/api',
  session,
  // The session-expiry rule applies outside '/' and '/login'.
  currentPath: () => window.location.pathname,
});
