import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { ensureTrigramExtension } from '../db/trigram-extension';
import { runPgTool } from './pg-tools';

/** The connection's schema (`search_path`'s first; `public` by default), or the one named. */
const schemaOptions = (schema: string | undefined) => (schema ? { options: `-c search_path=${schema}` } : {});

async function tableCounts(
  client: pg.Client,
): Promise<{ tables: Record<string, number>; schemaVersion: string }> {
  const names = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const tables: Record<string, number> = {};
  for (const name of names)
    tables[name] = Number(
      (await client.query(`select count(*) as n from ${client.escapeIdentifier(name)}`)).rows[0].n,
    );
  const last = names.includes('kysely_migration')
    ? (await client.query<{ name: string }>('select name from kysely_migration order by name desc limit 1'))
        .rows[0]?.name
    : undefined;
  return { tables, schemaVersion: last ?? '' };
}

/**
 * Dumps modkit's schema with `pg_dump --format=custom` while the servers keep writing: a read-only
 * REPEATABLE READ transaction exports its snapshot, the rows are counted in it and pg_dump reads the same
 * snapshot (`--snapshot`), so the counts are exactly what the dump holds.
 */
export async function dumpPostgres(
  url: string,
  schema: string | undefined,
  file: string,
): Promise<{ tables: Record<string, number>; schemaVersion: string; schema: string }> {
  const client = new pg.Client({ connectionString: url, ...schemaOptions(schema) });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const current = (await client.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
    const counted = await tableCounts(client);
    await runPgTool('pg_dump', [
      `--dbname=${url}`,
      `--snapshot=${snapshot}`,
      `--schema=${current}`,
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
    ]);
    await client.query('commit');
    return { ...counted, schema: current };
  } finally {
    await client.end();
  }
}

/** Whether the schema holds any table (a restore refuses a database in use unless forced). */
export async function postgresHasTables(url: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query(
      "select 1 from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' limit 1",
      [schema],
    );
    return found.rowCount! > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into its schema in one transaction (`--single-transaction --exit-on-error`: all or
 * nothing). The schema is made first (emptied when `replace`), and the dump's own CREATE SCHEMA entry is left
 * out (it fails on `public`, which every database has), as are owners and grants (the connecting role owns
 * what it restores). Answers the row counts of the restored schema.
 */
export async function restorePostgres(
  url: string,
  schema: string,
  file: string,
  replace: boolean,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const name = client.escapeIdentifier(schema);
    if (replace) await client.query(`drop schema if exists ${name} cascade`);
    await client.query(`create schema if not exists ${name}`);
    // The module search's trigram index needs pg_trgm, which a dump of one schema does not hold.
    await client.query('begin');
    await ensureTrigramExtension(async (text) => (await client.query(text)).rows);
    await client.query('commit');
  } finally {
    await client.end();
  }
  const contents = await runPgTool('pg_restore', ['--list', file]);
  const kept = contents
    .split('\n')
    .filter((line) => !/^\d+;\s+\d+\s+\d+\s+(SCHEMA|COMMENT) - /.test(line))
    .join('\n');
  const list = `${file}.list`;
  await writeFile(list, kept);
  await runPgTool('pg_restore', [
    `--dbname=${url}`,
    `--use-list=${list}`,
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    file,
  ]);
}

/** Rows per table of a schema (after a restore, and its migration). */
export async function describePostgres(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url, ...schemaOptions(schema) });
  await client.connect();
  try {
    return await tableCounts(client);
  } finally {
    await client.end();
  }
}
