import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/** Every row of every table, each row's fields in name order, the rows in a stable order: a table by name. */
export type TableRows = Record<string, string[]>;

/** A row as one comparable text: its fields sorted by name, each value with its JavaScript type. */
const canonical = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((k) => [k, typeof row[k], row[k]]),
  );

/**
 * The tables a move does not carry: SQLite's search index (the FTS5 tables and their shadow tables, rebuilt;
 * the import's deferral flag, empty outside an import), PostgreSQL's rate-limit counts.
 */
const notCarried = (table: string) =>
  /^(modules_fts|module_search|search_word_trigrams)(_|$)/.test(table) ||
  table === 'search_deferral' ||
  table === 'rate_limits';

/** Every carried table's rows of an SQLite file. */
export function sqliteRows(file: string): TableRows {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const rows: TableRows = {};
    for (const table of tables.filter((t) => !notCarried(t)))
      rows[table] = (db.prepare(`select * from "${table}"`).all() as Array<Record<string, unknown>>)
        .map(canonical)
        .sort();
    return rows;
  } finally {
    db.close();
  }
}

/** Every carried table's rows of a PostgreSQL database's `public` schema. */
export async function postgresRows(url: string): Promise<TableRows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      )
    ).rows.map((r) => r.name);
    // The columns PostgreSQL computes from the row (the search's search_vector): not carried, computed again.
    const generated = (
      await client.query<{ t: string; c: string }>(
        "select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and is_generated <> 'NEVER'",
      )
    ).rows;
    const rows: TableRows = {};
    for (const table of tables.filter((t) => !notCarried(t))) {
      const computed = generated.filter((g) => g.t === table).map((g) => g.c);
      rows[table] = (await client.query(`select * from "${table}"`)).rows
        .map((row) =>
          canonical(Object.fromEntries(Object.entries(row).filter(([k]) => !computed.includes(k)))),
        )
        .sort();
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** Rows per table. */
export const rowCounts = (rows: TableRows) =>
  Object.fromEntries(Object.entries(rows).map(([table, r]) => [table, r.length]));

/** Every file under a folder with its SHA-256, by path relative to it. */
export function folderFiles(root: string): Record<string, string> {
  if (!existsSync(root)) return {};
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[relative(root, path).split(sep).join('/')] = sha256(readFileSync(path));
    }
  return files;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A canonical row's `id`, when it has a numeric one. */
function idOf(row: string): number | null {
  const field = (JSON.parse(row) as Array<[string, string, unknown]>).find(([name]) => name === 'id');
  return field && typeof field[2] === 'number' ? field[2] : null;
}

/**
 * The rows of `after` that `before` did not hold whose id is not above every id of their table in `before`
 * (a new row must get a fresh id: its table's sequence continued after the move): `table id`, each.
 */
export function newRowsBelowOldIds(before: TableRows, after: TableRows): string[] {
  const wrong: string[] = [];
  for (const [table, rows] of Object.entries(after)) {
    const old = new Set(before[table] ?? []);
    const highest = Math.max(0, ...(before[table] ?? []).map((r) => idOf(r) ?? 0));
    for (const row of rows) {
      const id = idOf(row);
      if (!old.has(row) && id !== null && id <= highest && !(before[table] ?? []).some((r) => idOf(r) === id))
        wrong.push(`${table} ${id}`);
    }
  }
  return wrong;
}

/** How many rows of `after` are new (not in `before`), over every table. */
export const newRows = (before: TableRows, after: TableRows) =>
  Object.entries(after).reduce((n, [table, rows]) => {
    const old = new Set(before[table] ?? []);
    return n + rows.filter((r) => !old.has(r)).length;
  }, 0);
