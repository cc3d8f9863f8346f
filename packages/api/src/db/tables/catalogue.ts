import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** The catalogue: categories, modules and their tabs, tags, careers, projects, collections. */

export interface CategoriesTable {
  id: Id;
  key: string;
  name: string;
  parent_id: number | null;
  media_path: string | null;
  status: string;
}

export interface ModulesTable {
  id: Id;
  key: string;
  name: string;
  description: string;
  media_path: string | null;
  banner_text: string | null;
  status: string;
  publish_at: Timestamp;
  reflection_question: string | null;
  link: string | null;
  category_id: number;
  views: number;
  /** The language of the module's content: a BCP 47 primary tag ('en', 'es', 'ar'); 'en' by default. */
  language: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** The module's tags' names, kept by triggers (migration 0026): what the search matches beside its name. */
  search_tags: ColumnType<string, string | undefined, string>;
  /** Its category's, the category's parent's and its careers' names, kept by triggers (migration 0026). */
  search_context: ColumnType<string, string | undefined, string>;
}

/**
 * Every column of `modules` a read selects (PostgreSQL's generated `search_vector`, the module's text as the
 * search index holds it, is never read back: select these, not `modules.*`).
 */
export const MODULE_COLUMNS = [
  'modules.id',
  'modules.key',
  'modules.name',
  'modules.description',
  'modules.media_path',
  'modules.banner_text',
  'modules.status',
  'modules.publish_at',
  'modules.reflection_question',
  'modules.link',
  'modules.category_id',
  'modules.views',
  'modules.created_at',
  'modules.language',
  'modules.search_tags',
  'modules.search_context',
] as const;

export interface ModuleTabsTable {
  id: Id;
  module_id: number;
  position: number;
  name: string;
  contents: string;
}

export interface TagsTable {
  id: Id;
  name: string;
}

export interface ModuleTagsTable {
  module_id: number;
  tag_id: number;
}

export interface CareersTable {
  id: Id;
  key: string;
  name: string;
  description: string | null;
  status: string;
}

export interface ModuleCareersTable {
  module_id: number;
  career_id: number;
}

export interface ProjectsTable {
  id: Id;
  key: string;
  module_id: number;
  name: string;
  type: string;
  content: string;
}

export interface CollectionsTable {
  id: Id;
  key: string;
  name: string;
  description: string;
  media_path: string | null;
  status: string;
}

export interface CollectionModulesTable {
  collection_id: number;
  module_id: number;
  position: number;
}
