/**
 * Responses the loader fetched ahead of a widget's code (embed/first-requests.ts), and the `fetch` of the
 * widgets' clients that takes them: the SDK's (the app's page start uses the same).
 */
export { type Prefetched, prefetchedFirst, prefetchKey } from '@modkit/sdk';
