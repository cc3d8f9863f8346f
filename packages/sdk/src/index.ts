/**
 * @modkit/sdk — headless client of the modkit API and every rule of the product spec.
 * No DOM, no React: importing this module touches no browser global.
 */
export * from './api/index';
export * from './client/api-error';
export * from './client/create-client';
export * from './client/events';
export * from './client/form-data';
export * from './client/latest-only';
export * from './client/prefetched-fetch';
// The rules are their own entry, `@modkit/sdk/rules` (tree-shaken per import); the session rules the
// client applies are re-exported here for convenience.
export * from './rules/session';
export * from './stores/index';
