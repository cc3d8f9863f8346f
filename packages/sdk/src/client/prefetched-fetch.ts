/**
 * Responses fetched ahead of the code that reads them — by the widget loader while a widget's code downloads
 * (widgets' embed/first-requests.ts), by the app's page start while its entry downloads — and the `fetch` of a
 * client (`createClient({ fetch })`) that takes them: a GET of the same URL with the same token gets the
 * response already on its way, once (or as many times as its `takers` says: a read two parts of a first screen
 * make, each then gets a copy), and so does a read sent as a POST (the super mentor's dashboard: its filters go
 * in the body) with the same body too; every other request goes to the network as before.
 */

/** A pending response; `takers`: how many GETs it answers (1 when unset). */
export type PrefetchedResponse = Promise<Response> & { takers?: number };

/** Pending responses by token and URL (`prefetchKey`), shared by whoever starts them and the clients. */
export type Prefetched = Map<string, PrefetchedResponse>;

/**
 * The key of a prefetched response: the token it was asked with ('' for none), its URL and, for a POST, the
 * body it was sent (JSON text, compared as sent).
 */
export const prefetchKey = (token: string, url: string, body?: string) =>
  body === undefined ? `${token}\n${url}` : `${token}\n${url}\n${body}`;

/** What identifies a request as one a prefetched response may answer: a GET, or a POST with a text body. */
function readBody(init: RequestInit | undefined): { read: boolean; body?: string } {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'GET') return { read: true };
  return method === 'POST' && typeof init?.body === 'string'
    ? { read: true, body: init.body }
    : { read: false };
}

/**
 * A `fetch` that answers from `prefetched` first. `token`: the client's token, or how to read it at each
 * request (a session that signs in and out).
 */
export function prefetchedFirst(
  prefetched: Prefetched,
  token: string | (() => string | undefined),
): typeof fetch {
  return (input, init) => {
    const { read, body } = readBody(init);
    if (typeof input === 'string' && read) {
      const key = prefetchKey((typeof token === 'function' ? token() : token) ?? '', input, body);
      const pending = prefetched.get(key);
      if (pending) {
        const takers = pending.takers ?? 1;
        pending.takers = takers - 1;
        if (takers > 1) return pending.then((response) => response.clone());
        prefetched.delete(key);
        return pending;
      }
    }
    return fetch(input, init);
  };
}
