import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function sql(databaseUrl: string, query: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(query, values);
  } finally {
    await client.end();
  }
}

/** Runs `work` with a new schema (`<prefix>_<random>`) of the database, dropped after whatever happens. */
export async function withSchema<T>(
  databaseUrl: string,
  prefix: string,
  work: (schema: string) => Promise<T>,
): Promise<T> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  await sql(databaseUrl, `create schema ${schema}`);
  try {
    return await work(schema);
  } finally {
    await sql(databaseUrl, `drop schema if exists ${schema} cascade`);
  }
}

/** Gathers the planner statistics of the schema's tables (what autovacuum does soon after a bulk insert). */
export async function analyzeSchema(databaseUrl: string, schema: string): Promise<void> {
  const tables = await sql(databaseUrl, 'select tablename from pg_tables where schemaname = $1', [schema]);
  for (const { tablename } of tables.rows) await sql(databaseUrl, `analyze ${schema}."${tablename}"`);
}

/**
 * Index and sequential scans started on the schema's tables so far (pg_stat_user_tables: a connection
 * reports its counts when it ends or at most every second or so; a nested loop counts each probe).
 */
export async function tableScans(databaseUrl: string, schema: string): Promise<number> {
  const { rows } = await sql(
    databaseUrl,
    'select coalesce(sum(seq_scan), 0) + coalesce(sum(idx_scan), 0) as n from pg_stat_user_tables where schemaname = $1',
    [schema],
  );
  return Number(rows[0].n);
}
