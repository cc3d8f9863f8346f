import { type Expression, type SqlBool, sql } from 'kysely';
import type { DialectName } from './dialect';

/**
 * `column in (ids)` with the ids sent as one parameter: a JSON array read by `json_each` on SQLite, an
 * `integer[]` on PostgreSQL. For lists that grow with an organisation (its learners, its mentors): `in (?, ?, …)`
 * binds a parameter per id and fails past SQLite's 32 766 (PostgreSQL's 65 535) — a super mentor's dashboard
 * of 50 000 learners answered 500. Page-sized lists (a page of cards) keep the plain `in`.
 */
export function inIdSet(dialect: DialectName, column: string, ids: readonly number[]): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::integer[])`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
