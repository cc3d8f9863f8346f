/**
 * The two shapes of call behind the SDK's call wrappers: a GET list unwrapped into a page, and a call whose
 * `{ data }` answer is unwrapped. Internal: not exported from the package (the wrappers are the public API).
 */
import type { Client, Query, RequestOptions } from '../client/create-client';
import { type DataEnvelope, type Page, type PageEnvelope, toPage, withDefaults } from './envelope';

/** The item type of a list answer. */
export type ItemOf<R> = R extends PageEnvelope<infer T> ? T : never;

/** GET a list: the spec's `defaults` overridden by the caller's `query`, unwrapped into `{ results, total }`. */
export async function requestPage<R extends PageEnvelope<unknown>>(
  client: Client,
  path: string,
  defaults: Query = {},
  query: Query = {},
): Promise<Page<ItemOf<R>>> {
  return toPage(await client.request<R>('GET', path, { query: withDefaults(defaults, query) })) as Page<
    ItemOf<R>
  >;
}

/** One call answering `{ data }`: resolves to the data. */
export async function requestData<R extends DataEnvelope<unknown>>(
  client: Client,
  method: string,
  path: string,
  options?: RequestOptions,
): Promise<R['data']> {
  return (await client.request<R>(method, path, options)).data;
}
