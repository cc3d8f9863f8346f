import { CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

/** Rows read at a time: the most of a section the export holds in memory at once. */
const EXPORT_PAGE_ROWS = 1000;

/** A select of one table's rows (any columns), as the export's sections build them. */
// biome-ignore lint/suspicious/noExplicitAny: each section selects from its own table; the rows are read as records.
export type RowsQuery = SelectQueryBuilder<any, any, any>;

/** Reads a query's rows a page at a time. */
export type PageReader = (query: RowsQuery) => AsyncGenerator<Record<string, unknown>[]>;

/**
 * Runs `work` with a reader of rows in pages, each engine its way:
 * - PostgreSQL: one read-only, repeatable-read transaction (the whole document is one snapshot) on one pooled
 *   connection, each query a server-side cursor fetched 1 000 rows at a time;
 * - SQLite: pages by `rowid` (`rowid > last order by rowid limit 1 000`, which the `user_id` index answers
 *   directly), each its own statement, so the one connection is never held while the answer is sent (rows
 *   written during a long export may or may not be in it).
 */
export async function withPageReader<T>(
  db: Kysely<Database>,
  work: (read: PageReader, db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialectOf(db as unknown as Kysely<unknown>) === 'sqlite') return work(rowidPages, db);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((trx) => work(cursorPages(trx), trx));
}

async function* rowidPages(query: RowsQuery): AsyncGenerator<Record<string, unknown>[]> {
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = (await query
      .select(sql<number>`rowid`.as('export_rowid'))
      .where(sql`rowid`, '>', after)
      .orderBy(sql`rowid`)
      .limit(EXPORT_PAGE_ROWS)
      .execute()) as Record<string, unknown>[];
    if (rows.length) after = rows[rows.length - 1]!.export_rowid as number;
    for (const row of rows) delete row.export_rowid;
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}

function cursorPages(trx: Kysely<Database>): PageReader {
  let cursors = 0;
  return async function* pages(query) {
    const name = `personal_export_${++cursors}`;
    const compiled = query.compile();
    await trx.executeQuery(
      CompiledQuery.raw(`declare ${name} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
    );
    for (;;) {
      const { rows } = await trx.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`fetch ${EXPORT_PAGE_ROWS} from ${name}`),
      );
      if (rows.length) yield rows as Record<string, unknown>[];
      if (rows.length < EXPORT_PAGE_ROWS) break;
    }
    await trx.executeQuery(CompiledQuery.raw(`close ${name}`));
  };
}
