import type SqliteDatabase from 'better-sqlite3';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A name as an SQL identifier (double-quoted), on both engines. */
export const identifier = quoted;

interface TableListRow {
  schema: string;
  name: string;
  type: 'table' | 'view' | 'shadow' | 'virtual';
}

/**
 * The tables of an SQLite database (its own `sqlite_…` tables left out), each with its columns and declared
 * types (lower case), and its virtual tables with the shadow tables that hold their data (`pragma
 * table_list`, SQLite 3.37+: an FTS5 table `x` keeps `x_data`, `x_idx` …).
 */
export function sqliteShape(db: SqliteDatabase.Database): {
  tables: Record<string, Record<string, string>>;
  virtual: Record<string, string[]>;
} {
  const list = (db.prepare('pragma table_list').all() as TableListRow[]).filter(
    (t) => t.schema === 'main' && t.type !== 'view' && !t.name.startsWith('sqlite_'),
  );
  const tables: Record<string, Record<string, string>> = {};
  for (const t of list) {
    const columns = db.prepare(`pragma table_info(${quoted(t.name)})`).all() as Array<{
      name: string;
      type: string;
    }>;
    tables[t.name] = Object.fromEntries(columns.map((c) => [c.name, c.type.toLowerCase()]));
  }
  const virtual: Record<string, string[]> = {};
  for (const v of list.filter((t) => t.type === 'virtual'))
    virtual[v.name] = list
      .filter((t) => t.type === 'shadow' && t.name.startsWith(`${v.name}_`))
      .map((t) => t.name);
  return { tables, virtual };
}

/** The last migration a bookkeeping table records (kysely's `name` column), if the table is there. */
export function lastSqliteMigration(db: SqliteDatabase.Database, table: string): string | undefined {
  const there = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
  if (!there) return undefined;
  return db
    .prepare(`select name from ${quoted(table)} order by name desc limit 1`)
    .pluck()
    .get() as string | undefined;
}

/** The highest id each AUTOINCREMENT table has given (`sqlite_sequence`), by table. */
export function sqliteSequences(db: SqliteDatabase.Database): Record<string, number> {
  const there = db.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").get();
  if (!there) return {};
  const rows = db.prepare('select name, seq from sqlite_sequence').all() as Array<{
    name: string;
    seq: number;
  }>;
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.seq)]));
}
