import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * Servers announce themselves to a restore, which refuses to replace a database they use (their caches —
 * sessions, searches, the dashboard — would keep what the restore replaced, and on SQLite a server keeps
 * reading the replaced file) and keeps new ones from starting while it runs:
 * - PostgreSQL: each server holds a shared advisory lock of its schema on its change feed's connection
 *   (`db/change-feed.ts`), as long as that connection lives; a restore takes the lock exclusively for its
 *   whole run, or refuses, counting the servers that hold it (`pg_locks`: visible to every role);
 * - SQLite: each server holds a read lock of `DATA_DIR/server.lock` (a small SQLite file, in a transaction
 *   left open) as long as it runs; a restore takes it exclusively, or refuses. The operating system releases
 *   both when a process ends, however it ends.
 */

/** The first key of modkit's presence lock (`mksv`); the second is the schema's hashtext. */
export const PRESENCE_KEY = 0x6d6b7376;
/** What a server runs on its change feed's connection to announce itself (false: a restore holds the lock). */
export const ANNOUNCE_SQL = 'select pg_try_advisory_lock_shared($1, hashtext($2)) as ok';
/** The file whose lock SQLite servers hold in DATA_DIR. */
const PRESENCE_FILE = 'server.lock';

/** A server's start refused: a restore into its database is running. */
export const RESTORE_RUNNING = 'a restore into this database is running: start the server once it has ended';

/** A lock a restore holds until it ends. */
export interface RestoreLock {
  release(): Promise<void>;
}

/** Why a restore may not go on, or the lock it now holds. */
export type RestoreLockAnswer = { lock: RestoreLock } | { refused: string };

/** A PostgreSQL schema's presence lock for a restore: held, or refused naming how many servers hold it. */
export async function lockSchemaForRestore(url: string, schema: string): Promise<RestoreLockAnswer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ok = (
    await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
      PRESENCE_KEY,
      schema,
    ])
  ).rows[0]!.ok;
  if (ok) return { lock: { release: () => client.end() } };
  const { rows } = await client.query<{ mode: string; n: number }>(
    `select mode, count(*)::int as n from pg_locks
     where locktype = 'advisory' and classid = $1::int::oid and objid = hashtext($2)::oid and objsubid = 2 and granted
     group by mode`,
    [PRESENCE_KEY, schema],
  );
  await client.end();
  const servers = rows.find((r) => r.mode === 'ShareLock')?.n ?? 0;
  return {
    refused: servers
      ? `${servers} modkit server${servers === 1 ? ' is' : 's are'} connected to the PostgreSQL schema ${schema}: stop ${servers === 1 ? 'it' : 'them'} first (a running server would keep serving what it cached of the replaced data)`
      : `another restore into the PostgreSQL schema ${schema} is running`,
  };
}

/** DATA_DIR's presence lock for a restore: held, or refused while a server runs on it. */
export function lockDataDirForRestore(dataDir: string): RestoreLockAnswer {
  const file = join(dataDir, PRESENCE_FILE);
  if (!existsSync(file)) return { lock: { release: async () => undefined } };
  const db = new SqliteDatabase(file, { fileMustExist: true });
  db.pragma('busy_timeout = 0');
  try {
    db.exec('begin exclusive');
  } catch {
    db.close();
    return {
      refused: `a modkit server is running on DATA_DIR ${dataDir}: stop it first (it would keep reading the replaced database)`,
    };
  }
  return {
    lock: {
      release: async () => {
        db.exec('rollback');
        db.close();
      },
    },
  };
}

/** An SQLite server's announcement in DATA_DIR, held until `release`; throws while a restore runs. */
export function announceSqliteServer(dataDir: string): { release(): void } {
  const db = new SqliteDatabase(join(dataDir, PRESENCE_FILE));
  try {
    db.pragma('busy_timeout = 0');
    db.exec('begin');
    db.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new Error(RESTORE_RUNNING);
    throw error;
  }
  return {
    release: () => {
      if (db.inTransaction) db.exec('rollback');
      db.close();
    },
  };
}
