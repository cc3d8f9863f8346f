import type { Client } from '../client/create-client';
import type { Category, SubCategory } from '../contract/entities/library';
import type {
  CategoriesQuery,
  CategoriesResponse,
  SubCategoriesQuery,
  SubCategoriesResponse,
} from '../contract/library';
import type { Page } from './envelope';
import { requestPage } from './requests';

/** The header's categories: page 1 of 100. */
export const CATEGORIES_DEFAULT_QUERY = { page: 1, limit: 100 } as const;

/** The topic search of choose-your-interests: 20 published sub-categories a page. */
export const SUB_CATEGORIES_DEFAULT_QUERY = { limit: 20, status: 'PUBLISH' } as const;

/** Loads the categories with their sub-categories (GET /categories). */
export async function getCategories(client: Client, query: CategoriesQuery = {}): Promise<Page<Category>> {
  return requestPage<CategoriesResponse>(client, '/categories', CATEGORIES_DEFAULT_QUERY, query);
}

/** Searches the sub-categories (topics) by keyword (GET /categories/sub-categories). */
export async function searchSubCategories(
  client: Client,
  query: SubCategoriesQuery = {},
): Promise<Page<SubCategory>> {
  return requestPage<SubCategoriesResponse>(
    client,
    '/categories/sub-categories',
    SUB_CATEGORIES_DEFAULT_QUERY,
    query,
  );
}
