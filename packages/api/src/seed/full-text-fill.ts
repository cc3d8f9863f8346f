import { sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Trx } from './catalogue-writer';

/**
 * SQLite's module search index (FTS5, migration 0002) is kept in step by a trigger per inserted row. A
 * large import pauses that trigger and fills the index once at the end, from the rows it inserted (ids
 * above `lastIdBefore`); updates of existing modules still go through their own trigger. Both happen in
 * the import's transaction, so a failed import leaves the trigger and the index as they were.
 * PostgreSQL's GIN index needs nothing: it is kept by the engine.
 */
export async function pauseFullTextInserts(
  trx: Trx,
  dialect: DialectName,
  lastIdBefore: number,
): Promise<() => Promise<void>> {
  const noop = async () => {};
  if (dialect !== 'sqlite') return noop;
  const trigger = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'trigger' and name = 'modules_fts_insert'`.execute(trx);
  const definition = trigger.rows[0]?.sql;
  if (!definition) return noop;
  await sql`drop trigger modules_fts_insert`.execute(trx);
  return async () => {
    await sql`insert into modules_fts(rowid, name, description)
      select id, name, description from modules where id > ${lastIdBefore}`.execute(trx);
    await sql.raw(definition).execute(trx);
  };
}
