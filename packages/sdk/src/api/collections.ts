import type { Client } from '../client/create-client';
import type { Collection } from '../contract/entities/library';
import type { CollectionResponse, CollectionsQuery, CollectionsResponse } from '../contract/library';
import { listCall } from './list-calls';
import { requestData } from './requests';

/** The collections list of the spec: active collections, 100 on one page, newest first. */
export const COLLECTIONS_DEFAULT_QUERY = {
  search_type: 'CUSTOM',
  status: 'ACTIVE',
  page: 1,
  limit: 100,
  order_by: 'DESC',
} as const;

/** Loads the collections (GET /collections). */
export const getCollections = listCall<CollectionsResponse, CollectionsQuery>(
  '/collections',
  COLLECTIONS_DEFAULT_QUERY,
);

/** Loads one collection with its modules and certificate (GET /collections/{id}). */
export async function getCollection(client: Client, collectionId: number): Promise<Collection> {
  return requestData<CollectionResponse>(client, 'GET', `/collections/${collectionId}`);
}
