import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/connect';
import { migrateUpTo } from '../../src/db/migrate';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { usingPostgres } from './harness';

/**
 * A database of the test file's own, migrated up to `migration` before its tests (data made before a later
 * migration) and dropped after them: in memory on SQLite, a fresh schema on PostgreSQL.
 */
export function databaseUpTo(migration: string) {
  const schema = usingPostgres ? `mig_${randomBytes(6).toString('hex')}` : undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (schema) await postgresAdmin(`create schema ${schema}`);
    handle = openDatabase({
      dataDir: ':memory:',
      databaseUrl: usingPostgres ? process.env.TEST_DATABASE_URL : undefined,
      pgSchema: schema,
    });
    await migrateUpTo(handle.db, migration, schema);
  });
  afterAll(async () => {
    if (!handle) return;
    if (schema) await sql`drop schema ${sql.raw(schema)} cascade`.execute(handle.db);
    await handle.close();
  });
  return {
    schema,
    get db() {
      if (!handle) throw new Error('the database opens before the tests');
      return handle.db;
    },
  };
}
