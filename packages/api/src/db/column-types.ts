import type { ColumnType, Generated } from 'kysely';

/** ISO-8601 text in SQLite and PostgreSQL alike; always written as ISO strings. */
export type Timestamp = ColumnType<string, string, string>;
/** An auto-incremented integer primary key. */
export type Id = Generated<number>;
