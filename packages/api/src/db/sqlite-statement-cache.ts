import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** How many distinct SQL texts keep their compiled statement (the api has a few hundred; lists vary in length). */
const STATEMENTS = 2000;

/**
 * The SQLite connection as Kysely sees it, with each SQL text compiled once: Kysely prepares every query it
 * runs, and compiling was the largest single cost of a read (16 % of a module read's CPU in the profile).
 * better-sqlite3 runs a statement to its end before returning, so one compiled statement serves every request
 * (nothing here iterates a statement lazily); SQLite recompiles a cached statement itself after a schema change.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
