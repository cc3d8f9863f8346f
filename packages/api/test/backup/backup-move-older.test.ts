import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app';
import { createBackup } from '../../src/backup/create-backup';
import { restoreBackup } from '../../src/backup/restore-backup';
import { openDatabase } from '../../src/db/connect';
import { MIGRATION_NAMES, migrateUpTo } from '../../src/db/migrate';
import { testBackupKey } from '../fixtures/backup-archives';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { usingPostgres } from '../support/harness';

/**
 * An archive of a modkit before the search of migration 0026 (SQLite's modules_fts, PostgreSQL's index of
 * names and descriptions) moves across engines: the target is migrated as far as the archive was, only the
 * derived data it has is rebuilt (0002's index, not 0026's), and the restore then migrates it forward, where
 * 0026 makes the search from the rows: the catalogue's module is found by the stem of a word of its name. Both
 * ways, SQLite → PostgreSQL → SQLite. Needs both engines: the PostgreSQL pass.
 */
const BEFORE_SEARCH = '0025-email-links';
const work = mkdtempSync(join(tmpdir(), 'modkit-move-older-'));
const schema = `t_older_${randomBytes(4).toString('hex')}`;
const key = testBackupKey();
const latest = MIGRATION_NAMES.at(-1);
afterAll(async () => {
  if (usingPostgres) await postgresAdmin(`drop schema if exists ${schema} cascade`);
  rmSync(work, { recursive: true, force: true });
});

/** The names of the modules PostgreSQL's search finds for an English word's stem. */
async function postgresFinds(word: string): Promise<string[]> {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${schema}`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select name from modules where search_vector @@ to_tsquery('modkit_english', $1) order by name`,
      [word],
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/** The names of the modules SQLite's search index finds for a stem. */
function sqliteFinds(dataDir: string, stem: string): string[] {
  const db = new SqliteDatabase(join(dataDir, 'modkit.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        'select name from modules where id in (select rowid from module_search where module_search match ?) order by name',
      )
      .pluck()
      .all(stem) as string[];
  } finally {
    db.close();
  }
}

describe.skipIf(!usingPostgres)('moving an archive made before the search of 0026 across engines', () => {
  it('SQLite at 0025 → PostgreSQL, migrated forward: the search finds the stem', async () => {
    const source = join(work, 'sqlite');
    const api = await createApi({ dataDir: source, databaseUrl: undefined, seedDemo: false });
    await seedMiniCatalogue(api.ctx);
    await migrateUpTo(api.ctx.db, BEFORE_SEARCH);
    await api.close();
    const archive = join(work, 'sqlite.backup');
    expect((await createBackup({ dataDir: source }, archive, key.bytes)).manifest.schema_version).toBe(
      BEFORE_SEARCH,
    );

    const location = {
      dataDir: join(work, 'keys'),
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgSchema: schema,
    };
    const summary = await restoreBackup(location, archive, { key: key.bytes });
    expect(summary.engine).toBe('postgres');
    expect(summary.schemaVersion).toBe(latest);
    expect(summary.tables).toContainEqual({ table: 'modules', archived: 2, restored: 2 });
    expect(summary.tables.find((t) => t.table === 'modules_fts')?.note).toMatch(/^not carried: /);
    expect(await postgresFinds('holes')).toEqual(['How Black Holes Form']);
  });

  it('PostgreSQL at 0025 → SQLite, migrated forward: the search finds the stem', async () => {
    const handle = openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: '',
      pgSchema: schema,
    });
    await migrateUpTo(handle.db, BEFORE_SEARCH, schema);
    await handle.close();
    const archive = join(work, 'postgres.backup');
    const location = {
      dataDir: join(work, 'keys'),
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgSchema: schema,
    };
    expect((await createBackup(location, archive, key.bytes)).manifest.schema_version).toBe(BEFORE_SEARCH);

    const back = join(work, 'back');
    const summary = await restoreBackup({ dataDir: back }, archive, { key: key.bytes });
    expect(summary.engine).toBe('sqlite');
    expect(summary.schemaVersion).toBe(latest);
    expect(summary.tables).toContainEqual({ table: 'modules', archived: 2, restored: 2 });
    expect(sqliteFinds(back, 'hole')).toEqual(['How Black Holes Form']);
  });
});
