import { type Client, createClient } from '@modkit/sdk';
import { type Prefetched, prefetchedFirst } from './prefetched-fetch';

const clients = new Map<string, Client>();

/**
 * One client per (api, token) pair, shared by every widget on the page, so that two widgets of one
 * user share the profile and never refetch it. No token: null (the widget shows its signed-out state).
 * `prefetched`: the responses the loader already asked for (script-tag widgets), taken before fetching.
 */
export function clientFor(
  api: string,
  token: string | null | undefined,
  prefetched?: Prefetched,
): Client | null {
  if (!token) return null;
  const key = `${api}\n${token}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      baseURL: api,
      token,
      ...(prefetched ? { fetch: prefetchedFirst(prefetched, token) } : {}),
    });
    clients.set(key, client);
  }
  return client;
}
