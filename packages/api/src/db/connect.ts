import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { statementNameOf } from './prepared-query';
import type { Database } from './schema';
import { registerSearchFunctions } from './search-text';
import { sqliteNodeProblem } from './sqlite-node';
import { withStatementCache } from './sqlite-statement-cache';
import { createWriteWatch, type WriteWatch } from './write-watch';

export interface DatabaseOptions {
  /** `postgres://…` switches to PostgreSQL; unset means SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file (`modkit.sqlite`). `:memory:` keeps it in memory. */
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate each suite in its own). */
  pgSchema?: string | undefined;
  /** Where a connection dropped while idle is reported (PostgreSQL restarted). */
  log?: (error: unknown) => void;
}

/** How long a request waits for a PostgreSQL connection before it is refused with 503. */
const CONNECT_TIMEOUT_MS = 2_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool (its counts go to the metrics); none on SQLite. */
  pool?: pg.Pool;
  /** This server's own writes to watched tables, as they run (caches of those rows forget them at once). */
  writes: WriteWatch;
  /**
   * SQLite: whether another connection (another process) committed since the last call (`data_version`),
   * so that what this server cached may be out of date. PostgreSQL servers learn of changes by notification.
   */
  changedElsewhere?: () => boolean;
  /**
   * SQLite: how many times `changedElsewhere` has found another connection's commits, as of its last call (the
   * token cache calls it as each signed-in request starts): what other caches compare with what they saw.
   */
  commitsElsewhere?: () => number;
  close(): Promise<void>;
}

// PostgreSQL returns int8/numeric as strings; our counts and sums fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

/** Opens the configured engine. SQLite runs in WAL mode (synchronous FULL) with foreign keys on. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A request waits at most this long for a connection (a busy pool, or a server that is restarting or
      // gone) before it answers 503 (`http/unavailable.ts`): never a hang.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A connection the server closes (a restart, a failover) is an event, not a crash: idle, the pool drops
    // it; checked out between two queries (a transaction), its error would have no listener and end the
    // process: the request fails (503) and the pool drops the connection when it comes back.
    pool.on('error', (error) => options.log?.(error));
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('connect', runPreparedByName);
    const writes = createWriteWatch();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes.plugin] });
    return { db, dialect: 'postgres', pool, writes, close: () => db.destroy() };
  }
  const problem = sqliteNodeProblem(process.versions);
  if (problem) throw new Error(problem);
  let file = ':memory:';
  if (options.dataDir !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    file = join(options.dataDir, 'modkit.sqlite');
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: each commit syncs the WAL before the answer, so an acknowledged write survives a power loss or an
  // OS crash too (NORMAL keeps it through a process crash only). test/system/durability.test.ts kills the server.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted content is overwritten with zeros, not left in free space: an erased person's bytes leave the
  // file once the write-ahead log is checkpointed (privacy/sqlite-scrub.ts).
  sqlite.pragma('secure_delete = ON');
  // Keep the planner's statistics fresh enough to pick the right index (cheap; SQLite's advice).
  sqlite.pragma('optimize=0x10002');
  // The module search's triggers stem text through these (migration 0026).
  registerSearchFunctions(sqlite);
  const writes = createWriteWatch();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [writes.plugin],
  });
  return { db, dialect: 'sqlite', writes, ...dataVersionProbe(sqlite), close: () => db.destroy() };
}

/**
 * `changedElsewhere`: true when another connection committed to the file since the last call (SQLite's
 * `data_version` changes then, and never for this connection's own commits; a pragma, read in a few
 * microseconds); `commitsElsewhere`: how many times it was, without reading it again.
 */
function dataVersionProbe(sqlite: SqliteDatabase.Database) {
  const read = sqlite.prepare('pragma data_version').pluck();
  let seen = read.get();
  let found = 0;
  return {
    changedElsewhere: () => {
      const now = read.get();
      if (now === seen) return false;
      seen = now;
      found++;
      return true;
    },
    commitsElsewhere: () => found,
  };
}

/**
 * A pool connection that runs the prepared queries' SQL (db/prepared-query.ts) as named prepared statements:
 * PostgreSQL parses and plans each once per connection (`Parse` is sent once, then `Bind`/`Execute` only).
 */
function runPreparedByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' ? statementNameOf(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}
