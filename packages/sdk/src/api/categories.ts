import type {
  CategoriesQuery,
  CategoriesResponse,
  SubCategoriesQuery,
  SubCategoriesResponse,
} from '../contract/library';
import { listCall } from './list-calls';

/** The header's categories: page 1 of 100. */
export const CATEGORIES_DEFAULT_QUERY = { page: 1, limit: 100 } as const;

/** The topic search of choose-your-interests: 20 published sub-categories a page. */
export const SUB_CATEGORIES_DEFAULT_QUERY = { limit: 20, status: 'PUBLISH' } as const;

/** Loads the categories with their sub-categories (GET /categories). */
export const getCategories = listCall<CategoriesResponse, CategoriesQuery>(
  '/categories',
  CATEGORIES_DEFAULT_QUERY,
);

/** Searches the sub-categories (topics) by keyword (GET /categories/sub-categories). */
export const searchSubCategories = listCall<SubCategoriesResponse, SubCategoriesQuery>(
  '/categories/sub-categories',
  SUB_CATEGORIES_DEFAULT_QUERY,
);
