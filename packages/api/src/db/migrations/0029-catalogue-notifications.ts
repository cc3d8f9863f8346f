import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * The tables a search page or a card is made of, beside `modules` (its category and parent, tags, careers), and
 * the collections' (their pages are kept like the search's).
 */
const CATALOGUE_TABLES = [
  'categories',
  'tags',
  'careers',
  'module_tags',
  'module_careers',
  'collections',
  'collection_modules',
];

/**
 * The columns of `modules` whose update is announced: every column a search or a card reads but `views`,
 * which each opening of a module moves (the "views" order moves within a search page's 30 s anyway), and the
 * generated `search_vector` (which follows the others). A later migration adding a column that searches or
 * cards read makes this trigger again with it.
 */
const MODULE_COLUMNS = [
  'id',
  'key',
  'name',
  'description',
  'media_path',
  'banner_text',
  'status',
  'publish_at',
  'reflection_question',
  'link',
  'category_id',
  'language',
  'created_at',
  'search_tags',
  'search_context',
];

/**
 * PostgreSQL announces, at commit, that the catalogue changed (`c|catalogue` on the channel of migration 0022,
 * `modkit_changes_<schema>`): a module inserted, deleted or edited (not its view count), a category, tag or
 * career, a module's tags and careers, or a collection written, whichever server or tool wrote them. Every
 * server then forgets its kept searches, modules' metadata and collection pages (catalogue/catalogue-changes.ts). The triggers run once a
 * statement, never once a row, and PostgreSQL sends one notification of a payload per transaction: an import
 * of 100 k modules sends one. SQLite has one server: it sees its own writes and others' by `data_version`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create function modkit_notify_catalogue() returns trigger language plpgsql as $$
    begin
      perform pg_notify(left('modkit_changes_' || TG_TABLE_SCHEMA, 63), 'c|catalogue');
      return null;
    end $$`.execute(db);
  const columns = sql.join(MODULE_COLUMNS.map((column) => sql.id(column)));
  await sql`create trigger modules_catalogue_changed
    after insert or update of ${columns} or delete or truncate on modules
    for each statement execute function modkit_notify_catalogue()`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`create trigger ${sql.id(`${table}_catalogue_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function modkit_notify_catalogue()`.execute(db);
  }
}

/** Back to 0028. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of ['modules', ...CATALOGUE_TABLES]) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function modkit_notify_catalogue()`.execute(db);
}
