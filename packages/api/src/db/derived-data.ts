import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect';
import { fillPostgresVocabulary } from './search-index-postgres';
import { fillSqliteSearchIndex } from './search-index-sqlite';

/**
 * What the database derives from other rows in a form of one engine only: a restore across engines
 * (`backup/cross-engine-restore.ts`) does not carry it from the archive but fills it again from the rows it
 * carried. Everything else is carried as it is: every table the migrations make on both engines, with the
 * columns both have (the dashboard's totals too: the same tables on both). So a migration that adds
 * - a table, or a column, on both engines with the same name: nothing to do, its rows are carried;
 * - a structure of one engine only (an SQLite virtual table such as FTS5, a PostgreSQL-only table or column, a
 *   column a trigger fills): an entry here naming it per engine, with the rebuild of the engine that has it.
 *   Triggers are off while the rows are written, so a rebuild fills it from the rows, once, at the end.
 *   A generated column (PostgreSQL's `generated always as … stored`) takes no value: the move's COPY leaves it
 *   out and the engine computes it as each row goes in; it is named, and its entry's rebuild is for what else
 *   derives from the rows. A rebuild runs only where the target has what its entry names (the target is
 *   migrated as far as the archive was: an older archive's target has an older migration's structures).
 * Indexes (b-tree, GIN over an expression) need nothing: the engine builds them. `test/learning/derived-data.test.ts`
 * migrates both engines and fails on a table or column of one engine only that is not named here.
 */
export interface DerivedData {
  /** What it is, in the words the restore prints. */
  about: string;
  /** Its tables per engine (SQLite virtual tables: their shadow tables go with them). */
  tables?: Partial<Record<DialectName, readonly string[]>>;
  /** Its columns per engine, as `table.column`. */
  columns?: Partial<Record<DialectName, readonly string[]>>;
  /** Fills it from the restored rows, on the engine restored into (in the restore's transaction). */
  rebuild?: Partial<Record<DialectName, (db: Kysely<unknown>) => Promise<unknown>>>;
}

export const DERIVED_DATA: readonly DerivedData[] = [
  {
    // Migrations 0002 to 0025: an archive made before 0026 moves into a database migrated as far as it was.
    about:
      "the modules' search index of names and descriptions (SQLite FTS5; PostgreSQL's GIN index is the engine's own)",
    tables: { sqlite: ['modules_fts'] },
    rebuild: { sqlite: (db) => sql`insert into modules_fts(modules_fts) values ('rebuild')`.execute(db) },
  },
  {
    // Migration 0026. Carried on both engines: the modules' search columns (search_tags, search_context: what
    // their tags, category and careers say) and the vocabulary (search_words). SQLite: the stemmed index
    // (module_search) and the vocabulary's trigrams are filled from the rows by the migration's own fill;
    // search_deferral holds a row only inside an import's transaction, so it starts empty. PostgreSQL:
    // search_vector is a generated column the engine computes from the row on every insert (the COPY names
    // only the carried columns, the staging's shape leaves generated columns out, and a dump's COPY never
    // holds them); the rebuild adds the words PostgreSQL's parser finds in the names that the vocabulary lacks.
    about:
      "the modules' search index (SQLite FTS5 and the vocabulary's trigrams; PostgreSQL's generated search_vector)",
    tables: { sqlite: ['module_search', 'search_word_trigrams', 'search_deferral'] },
    columns: { postgres: ['modules.search_vector'] },
    rebuild: { sqlite: fillSqliteSearchIndex, postgres: fillPostgresVocabulary },
  },
];

/** Tables a server makes at run time, outside the migrations, whose rows are not worth carrying. */
export const TRANSIENT_TABLES: Readonly<Record<string, string>> = {
  rate_limits: "the rate limits' counts (made on PostgreSQL at first use; they start again)",
};

/** The entry naming a table of an engine, if any. */
export const derivedTable = (dialect: DialectName, table: string) =>
  DERIVED_DATA.find((d) => d.tables?.[dialect]?.includes(table));

/** The entry naming a column of an engine, if any. */
export const derivedColumn = (dialect: DialectName, table: string, column: string) =>
  DERIVED_DATA.find((d) => d.columns?.[dialect]?.includes(`${table}.${column}`));
