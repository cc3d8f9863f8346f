/**
 * Responses the loader fetched ahead of a widget's code (embed/first-requests.ts), and the `fetch` of the
 * widgets' clients that takes them: a GET of the same URL with the same token gets the response already
 * on its way, once; every other request goes to the network as before.
 */

/** Pending responses by token and URL (`prefetchKey`), shared by the loader and the widgets' clients. */
export type Prefetched = Map<string, Promise<Response>>;

export const prefetchKey = (token: string, url: string) => `${token}\n${url}`;

export function prefetchedFirst(prefetched: Prefetched, token: string): typeof fetch {
  return (input, init) => {
    if (typeof input === 'string' && (init?.method ?? 'GET').toUpperCase() === 'GET') {
      const key = prefetchKey(token, input);
      const pending = prefetched.get(key);
      if (pending) {
        prefetched.delete(key);
        return pending;
      }
    }
    return fetch(input, init);
  };
}
