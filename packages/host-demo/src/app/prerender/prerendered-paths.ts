/**
 * The pages the build prerenders (scripts/prerender.ts) and the server sends painted (server/prerendered-pages.ts):
 * the signed-out pages that need no data. Instant signup is left out: its package comes from the api.
 */
export const PRERENDERED_PATHS = ['/login', '/signup', '/forgot-password', '/terms-and-conditions'] as const;
