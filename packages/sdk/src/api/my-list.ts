import type { Client } from '../client/create-client';
import type { Module } from '../contract/entities/module';
import type { MyListQuery, MyListResponse } from '../contract/users';
import { withDefaults } from './envelope';

/** My List's defaults: Recently Viewed, newest first, page 1 of 12. */
export const MY_LIST_DEFAULT_QUERY = { type: 'RECENTLY_VIEWED', order: 'DESC', page: 1, limit: 12 } as const;

/** Loads a page of My List (GET /users/my-list): `order` is ASC for Oldest, else DESC. */
export async function getMyList(
  client: Client,
  query: MyListQuery = {},
): Promise<{ myList: Module[]; total: number }> {
  const q = withDefaults(MY_LIST_DEFAULT_QUERY, query);
  const { data } = await client.request<MyListResponse>('GET', '/users/my-list', { query: q });
  return { myList: data.myList ?? [], total: data.total ?? 0 };
}
