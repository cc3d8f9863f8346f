import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/sqlite-statement-cache';

let sqlite: SqliteDatabase.Database;
afterEach(() => sqlite?.close());

describe('withStatementCache', () => {
  it('compiles each SQL text once and answers with the same statement after', () => {
    sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
  });

  it('gives a reused statement fresh parameters and the columns of the current schema', () => {
    sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (id integer primary key, name text)').run([]);
    cached.prepare('insert into t (name) values (?)').run(['a']);
    cached.prepare('insert into t (name) values (?)').run(['b']);
    const byId = 'select * from t where id = ?';
    expect(cached.prepare(byId).all([1])).toEqual([{ id: 1, name: 'a' }]);
    expect(cached.prepare(byId).all([2])).toEqual([{ id: 2, name: 'b' }]);
    sqlite.exec('alter table t add column note text');
    expect(cached.prepare(byId).all([2])).toEqual([{ id: 2, name: 'b', note: null }]);
  });

  it('closes the connection it wraps', () => {
    sqlite = new SqliteDatabase(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
