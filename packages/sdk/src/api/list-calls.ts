/**
 * The call wrappers of the GET lists, built from what tells one list from another: its path (per parent
 * record where there is one) and the spec's default query. Internal: the wrappers made here are the public
 * API, each exported under its own name with its own doc comment. The factories have no side effects (so
 * marked): a bundle keeps only the wrappers it imports.
 */
import type { Client, Query } from '../client/create-client';
import type { Page, PageEnvelope } from './envelope';
import { type ItemOf, requestPage } from './requests';

/** The query of a list that takes nothing but which page and how many. */
export type PageParams = {
  page?: number;
  limit?: number;
};

/** Where a list of one parent record is read: its path and the spec's default query for that record. */
export interface ListTarget {
  path: string;
  defaults: Query;
}

/** A list call `(client, query?)`: GET `path`, the caller's query over `defaults`, resolving to one page. */
/* @__NO_SIDE_EFFECTS__ */
export function listCall<R extends PageEnvelope<unknown>, Q extends Query = PageParams>(
  path: string,
  defaults: Query = {},
) {
  return (client: Client, query?: Q): Promise<Page<ItemOf<R>>> =>
    requestPage<R>(client, path, defaults, query);
}

/**
 * A list call of one parent record `(client, id, query?)`: `target(id)` says where its list is read, the
 * caller's query goes over that target's defaults.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listCallOf<R extends PageEnvelope<unknown>, Q extends Query = PageParams>(
  target: (id: number) => ListTarget,
) {
  return (client: Client, id: number, query?: Q): Promise<Page<ItemOf<R>>> => {
    const { path, defaults } = target(id);
    return requestPage<R>(client, path, defaults, query);
  };
}

/**
 * The messages of one thread, 100 a page, the thread named in the query (`path?<parentKey>=<id>`): a
 * module's comments, a submitted project's chat. `(client, parentId, query?)`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function threadCall<R extends PageEnvelope<unknown>>(path: string, parentKey: string) {
  return listCallOf<R>((parentId) => ({ path, defaults: { [parentKey]: parentId, page: 1, limit: 100 } }));
}
