import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { usingPostgres } from '../support/harness';

/**
 * Migrations on a PostgreSQL database that other schemas come and go in (test suites, tenants): the check
 * for the bookkeeping table reads only the migrated schema, so another schema dropped meanwhile fails
 * nothing. (Kysely's own check read every schema by name and failed with 'schema "…" does not exist'.)
 */
const schemaName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
let db: Kysely<Database>;
let churn: pg.Client;
/** A database handle whose connections work in `schema` (as the api's pool does with a pgSchema). */
const inSchema = (schema: string) =>
  new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({
        connectionString: process.env.TEST_DATABASE_URL,
        max: 2,
        options: `-c search_path=${schema}`,
      }),
    }),
  });
const made: string[] = [];

describe.runIf(usingPostgres)('migrations beside schemas being dropped (PostgreSQL)', () => {
  beforeAll(async () => {
    db = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 }),
      }),
    });
    churn = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await churn.connect();
  });
  afterAll(async () => {
    for (const schema of made) await sql`drop schema if exists ${sql.raw(schema)} cascade`.execute(db);
    await churn?.end();
    await db?.destroy();
  });

  it('migrates five schemas while another connection creates and drops schemas with tables', async () => {
    let running = true;
    let dropped = 0;
    const churning = (async () => {
      while (running) {
        const other = schemaName('churn');
        await churn.query(`create schema ${other}; create table ${other}.t (id serial primary key, x text)`);
        await churn.query(`drop schema ${other} cascade`);
        dropped++;
      }
    })();
    try {
      for (let i = 0; i < 5; i++) {
        const schema = schemaName('mig');
        made.push(schema);
        await sql`create schema ${sql.raw(schema)}`.execute(db);
        const scoped = inSchema(schema);
        try {
          await migrateToLatest(scoped, schema);
        } finally {
          await scoped.destroy();
        }
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from information_schema.tables where table_schema = ${schema}`.execute(
          db,
        );
        expect(rows[0]!.n).toBeGreaterThan(20);
      }
    } finally {
      running = false;
      await churning;
    }
    expect(dropped).toBeGreaterThan(0);
  }, 120_000);
});
