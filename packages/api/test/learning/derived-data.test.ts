import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteShape } from '../../src/backup/sqlite-shape';
import { openDatabase } from '../../src/db/connect';
import { DERIVED_DATA, derivedColumn, derivedTable, TRANSIENT_TABLES } from '../../src/db/derived-data';
import type { DialectName } from '../../src/db/dialect';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { registerSearchFunctions } from '../../src/db/search-text';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { usingPostgres } from '../support/harness';

/**
 * A restore across engines carries every table and column both engines have and rebuilds what is derived on
 * one engine only (src/db/derived-data.ts). This holds the migrations to it: after all of them, every table
 * and column that exists on one engine only is named there (an SQLite virtual table with its shadow tables,
 * a PostgreSQL-only table or column), with a rebuild for the engine that has it. A migration that adds such a
 * structure without naming it fails here, not in a school's restore. Needs both engines: the PostgreSQL pass.
 */
const schema = `t_derived_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  if (usingPostgres) await postgresAdmin(`drop schema if exists ${schema} cascade`);
});

type Shape = {
  tables: Record<string, Record<string, string>>;
  virtual: Record<string, string[]>;
  /** Columns the engine computes (`table.column`). */
  generated?: string[];
};

async function sqliteMigrated(): Promise<Shape> {
  const file = new SqliteDatabase(':memory:');
  registerSearchFunctions(file); // as every connection of the api has them (db/connect.ts)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrateToLatest(db);
  const shape = sqliteShape(file);
  await db.destroy();
  return shape;
}

async function postgresMigrated(): Promise<Shape> {
  await postgresAdmin(`create schema ${schema}`);
  const handle = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '', pgSchema: schema });
  await migrateToLatest(handle.db, schema);
  await handle.close();
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ t: string; c: string; type: string; generated: string }>(
    `select c.table_name as t, c.column_name as c, c.data_type as type, c.is_generated as generated
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = $1 and t.table_type = 'BASE TABLE'`,
    [schema],
  );
  await client.end();
  const tables: Shape['tables'] = {};
  for (const r of rows) tables[r.t] = { ...tables[r.t], [r.c]: r.type };
  const generated = rows.filter((r) => r.generated !== 'NEVER').map((r) => `${r.t}.${r.c}`);
  return { tables, virtual: {}, generated };
}

/** What of an engine's schema the other engine lacks and nothing in derived-data.ts names. */
function unnamed(engine: DialectName, own: Shape, other: Shape): string[] {
  const virtualOf = (t: string) =>
    Object.keys(own.virtual).find((v) => v === t || own.virtual[v]!.includes(t));
  const found: string[] = [];
  for (const [table, columns] of Object.entries(own.tables)) {
    if (!other.tables[table]) {
      const owner = virtualOf(table) ?? table;
      if (!derivedTable(engine, owner) && !TRANSIENT_TABLES[table]) found.push(`${engine} table ${table}`);
      continue;
    }
    for (const column of Object.keys(columns))
      if (!(column in other.tables[table]!) && !derivedColumn(engine, table, column))
        found.push(`${engine} column ${table}.${column}`);
  }
  return found;
}

describe.skipIf(!usingPostgres)('what a restore across engines does not carry is named and rebuilt', () => {
  it('every table and column of one engine only is derived data with a rebuild, after every migration', async () => {
    const sqlite = await sqliteMigrated();
    const postgres = await postgresMigrated();
    expect([...unnamed('sqlite', sqlite, postgres), ...unnamed('postgres', postgres, sqlite)]).toEqual([]);
    // Each named structure that exists on an engine is rebuilt there.
    for (const derived of DERIVED_DATA)
      for (const engine of ['sqlite', 'postgres'] as const)
        if (derived.tables?.[engine]?.length || derived.columns?.[engine]?.length)
          expect(derived.rebuild?.[engine], `${derived.about} on ${engine}`).toBeTypeOf('function');
    // And the search index is one of them: on SQLite, virtual tables and their shadow tables; on PostgreSQL, a
    // generated column, which a move's COPY cannot write (the engine computes it from the carried row).
    expect(sqlite.virtual.module_search).toContain('module_search_data');
    expect(sqlite.virtual.search_word_trigrams).toContain('search_word_trigrams_data');
    expect(derivedTable('sqlite', 'module_search')?.columns?.postgres).toEqual(['modules.search_vector']);
    expect(postgres.generated).toEqual(['modules.search_vector']);
  });
});
