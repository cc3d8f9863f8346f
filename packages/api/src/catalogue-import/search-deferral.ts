import { sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import { refreshContext, refreshSearchColumns } from '../db/search-index-sql';
import type { Trx } from './catalogue-writer';

/**
 * The module search's triggers (migration 0026) rewrite a module's search columns when its tags, careers or
 * category change: an import would rewrite each module several times (once per tag and career it inserts).
 * Within the import's transaction they wait instead (SQLite: a row in `search_deferral`; PostgreSQL: the
 * transaction's setting `modkit.search_deferred`), and the importer writes each module's search columns (and
 * on SQLite its row of the index) once, with the module (catalogue-writer.ts). The vocabulary's triggers
 * still run. A failed import rolls the deferral back with everything else.
 */
export async function deferSearchIndex(trx: Trx, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select set_config('modkit.search_deferred', 'on', true)`.execute(trx);
  else await sql`insert into search_deferral(since) values (datetime('now'))`.execute(trx);
}

/**
 * Ends the deferral; the modules of categories the import renamed or moved (`changedCategories`), and of their
 * sub-categories, get their context again, including modules of those categories that the import did not name.
 */
export async function resumeSearchIndex(
  trx: Trx,
  dialect: DialectName,
  changedCategories: readonly number[],
): Promise<void> {
  if (dialect === 'postgres')
    await sql`select set_config('modkit.search_deferred', 'off', true)`.execute(trx);
  else await sql`delete from search_deferral`.execute(trx);
  if (!changedCategories.length) return;
  const ids = changedCategories.map((id) => Number(id)).join(', ');
  const inTree = `modules.category_id in (${ids})
    or modules.category_id in (select id from categories where parent_id in (${ids}))`;
  await sql.raw(refreshContext(dialect, inTree)).execute(trx);
}

/**
 * While deferred, writes the search columns (and on SQLite the index rows) of the modules matching `where`
 * (an SQL condition on `modules`) from their tags, careers and categories: for writers that insert modules and
 * their links in bulk without the importer (the bench's generated catalogues).
 */
export async function rebuildSearchRows(trx: Trx, dialect: DialectName, where: string): Promise<void> {
  await sql.raw(refreshSearchColumns(dialect, where)).execute(trx);
  if (dialect === 'postgres') return;
  await sql
    .raw(`delete from module_search where rowid in (select id from modules where ${where})`)
    .execute(trx);
  await sql
    .raw(`insert into module_search(rowid, name, tags, context, description)
      select id, modkit_search_document(language, name), modkit_search_document(language, search_tags),
        modkit_search_document(language, search_context), modkit_search_document(language, description)
      from modules where ${where}`)
    .execute(trx);
}
