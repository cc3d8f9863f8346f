import type { CreateTableBuilder, Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Adds the integer primary key `id` in the form each engine auto-increments. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Which engine a Kysely instance runs on (read from its adapter). */
export function dialectOf(db: Kysely<unknown>): DialectName {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.toLowerCase().includes('postgres') ? 'postgres' : 'sqlite';
}
