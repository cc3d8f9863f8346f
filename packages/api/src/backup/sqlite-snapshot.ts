import SqliteDatabase from 'better-sqlite3';

/** Pages copied per step of the online backup: all of them in one step (see below). */
const ALL_PAGES = 1_000_000_000;

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API (better-sqlite3's
 * `backup`), never a file copy (which can copy a torn write, or a WAL without its database). The server
 * keeps serving: in WAL mode a reader does not block writers. The first step copies 100 pages; after it,
 * every step copies all that is left, in one read transaction (a consistent snapshot, whatever is written
 * meanwhile). A write by the server between two steps restarts the copy, which then completes in one step.
 */
export async function snapshotSqlite(source: string, destination: string): Promise<void> {
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  // The copy is one self-contained file (no write-ahead log beside it); the server sets WAL again on open.
  const copy = new SqliteDatabase(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Rows per table of a SQLite file, and its last migration. */
export function describeSqlite(file: string): { tables: Record<string, number>; schemaVersion: string } {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names)
      tables[name] = db
        .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number;
    const last = names.includes('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name desc limit 1').pluck().get() as
          | string
          | undefined)
      : undefined;
    return { tables, schemaVersion: last ?? '' };
  } finally {
    db.close();
  }
}
