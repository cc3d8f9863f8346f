import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { ensureTrigramExtension } from '../db/trigram-extension';

/** `pg_dump` and `pg_restore` (Debian's postgresql-client), from `PG_BIN` when set, else the PATH. */
const tool = (name: 'pg_dump' | 'pg_restore') => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);

/** Runs a PostgreSQL client tool; rejects with its last line of errors (or that it is not installed). */
function run(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set PG_BIN`
            : `${name}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${name} failed: ${err.trim().split('\n').at(-1) ?? `exit ${code}`}`));
    });
  });
}

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
    await run('pg_dump', [
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
  const contents = await run('pg_restore', ['--list', file]);
  const kept = contents
    .split('\n')
    .filter((line) => !/^\d+;\s+\d+\s+\d+\s+(SCHEMA|COMMENT) - /.test(line))
    .join('\n');
  const list = `${file}.list`;
  await writeFile(list, kept);
  await run('pg_restore', [
    `--dbname=${url}`,
    `--use-list=${list}`,
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    file,
  ]);
}

/** A COPY statement's table, as pg_restore writes it: `COPY schema.table (columns) FROM stdin;`. */
const COPY_LINE = /^COPY (?:(?:"(?:[^"]|"")+"|[^\s."]+)\.)?("(?:[^"]|"")+"|[^\s("]+)[ (]/;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/**
 * Rows per table a dump holds, read before it is restored: `pg_restore --data-only` prints each table's rows
 * as a COPY block (one line a row, newlines inside values escaped, `\.` at its end), streamed and counted
 * line by line, so the dump is never held in memory.
 */
export function countDumpRows(file: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool('pg_restore'), ['--data-only', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const counts: Record<string, number> = {};
    let table: string | null = null;
    let err = '';
    child.stderr.on('data', (c) => {
      err += c;
    });
    createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      if (table === null) {
        const name = COPY_LINE.exec(line)?.[1];
        if (!name) return;
        table = unquote(name);
        counts[table] ??= 0;
      } else if (line === '\\.') table = null;
      else counts[table]! += 1;
    });
    child.on('error', (error) => reject(new Error(`pg_restore: ${error.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve(counts)
        : reject(new Error(`pg_restore failed: ${err.trim().split('\n').at(-1) ?? `exit ${code}`}`)),
    );
  });
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
