import type { DialectName } from './dialect';

/**
 * The SQL that keeps a module's search text in step (migration 0026), shared by SQLite's triggers and
 * PostgreSQL's trigger functions. A module's row holds, beside its name and description:
 * - `search_tags`: its tags' names;
 * - `search_context`: its category's name, the category's parent's, and its careers' names.
 * The index is built from the row (SQLite: the FTS5 table `module_search`, written by triggers; PostgreSQL: a
 * GIN index over `modkit_search_vector(...)` of the row's columns), so whatever changes a module's tags,
 * category or careers rewrites these columns and the index follows in the same transaction.
 */

const listOf = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? `string_agg(${column}, ' ')` : `group_concat(${column}, ' ')`;

/** The tag names of the module `moduleId` (an SQL expression), '' for none. */
export function tagsOf(dialect: DialectName, moduleId: string): string {
  return `coalesce((select ${listOf(dialect, 't.name')} from module_tags mt join tags t on t.id = mt.tag_id
    where mt.module_id = ${moduleId}), '')`;
}

/** The category, parent category and career names of the module `moduleId` in `categoryId`, '' for none. */
export function contextOf(dialect: DialectName, moduleId: string, categoryId: string): string {
  return `coalesce((select c.name || coalesce(' ' || p.name, '') from categories c
      left join categories p on p.id = c.parent_id where c.id = ${categoryId}), '')
    || coalesce((select ' ' || ${listOf(dialect, 'k.name')} from module_careers mk
      join careers k on k.id = mk.career_id where mk.module_id = ${moduleId}), '')`;
}

/** `update modules …` setting the context of the modules matching `where`. */
export function refreshContext(dialect: DialectName, where: string): string {
  return `update modules set search_context = ${contextOf(dialect, 'modules.id', 'modules.category_id')}
    where ${where}`;
}

/** `update modules …` setting the tags of the modules matching `where`. */
export function refreshTags(dialect: DialectName, where: string): string {
  return `update modules set search_tags = ${tagsOf(dialect, 'modules.id')} where ${where}`;
}

/** The modules of the category `categoryId` or of its sub-categories (an SQL condition on `modules`). */
export const inCategoryTree = (categoryId: string) =>
  `modules.category_id = ${categoryId} or modules.category_id in
    (select id from categories where parent_id = ${categoryId})`;

/** `update modules …` setting both search columns of the modules matching `where`. */
export function refreshSearchColumns(dialect: DialectName, where: string): string {
  return `update modules set search_tags = ${tagsOf(dialect, 'modules.id')},
    search_context = ${contextOf(dialect, 'modules.id', 'modules.category_id')} where ${where}`;
}
