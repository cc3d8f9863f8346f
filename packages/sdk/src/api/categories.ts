import type { Client } from '../client/create-client';
import type { Category, SubCategory } from '../contract/entities/library';
import type {
  CategoriesQuery,
  CategoriesResponse,
  SubCategoriesQuery,
  SubCategoriesResponse,
} from '../contract/library';
import { type Page, toPage, withDefaults } from './envelope';

/** The header's categories: page 1 of 100. */
export const CATEGORIES_DEFAULT_QUERY = { page: 1, limit: 100 } as const;

/** The topic search of choose-your-interests: 20 published sub-categories a page. */
export const SUB_CATEGORIES_DEFAULT_QUERY = { limit: 20, status: 'PUBLISH' } as const;

/** Loads the categories with their sub-categories (GET /categories). */
export async function getCategories(client: Client, query: CategoriesQuery = {}): Promise<Page<Category>> {
  const q = withDefaults(CATEGORIES_DEFAULT_QUERY, query);
  return toPage(await client.request<CategoriesResponse>('GET', '/categories', { query: q }));
}

/** Searches the sub-categories (topics) by keyword (GET /categories/sub-categories). */
export async function searchSubCategories(
  client: Client,
  query: SubCategoriesQuery = {},
): Promise<Page<SubCategory>> {
  const q = withDefaults(SUB_CATEGORIES_DEFAULT_QUERY, query);
  return toPage(
    await client.request<SubCategoriesResponse>('GET', '/categories/sub-categories', { query: q }),
  );
}
