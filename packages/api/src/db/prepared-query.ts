import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

/** A parameter of a prepared query: one value, or a list (an `in (…)`) whose length is part of its shape. */
type Parameter = string | number | null | ReadonlyArray<string | number>;

/** Where a compiled statement's parameter comes from: a named input (an item of a list one), or a constant. */
class Slot {
  constructor(
    readonly name: string,
    readonly index: number | undefined,
  ) {}
}

interface Plan {
  sql: string;
  slots: unknown[];
}

/** SQL texts of prepared queries: on PostgreSQL each runs as a named prepared statement (see db/connect.ts). */
const namedStatements = new Map<string, string>();

/** The statement name of a prepared query's SQL text, if it is one (PostgreSQL runs it as a named statement). */
export const statementNameOf = (sql: string): string | undefined => namedStatements.get(sql);

/**
 * A query built and compiled once per shape (the engine, and the length of each list parameter) instead of on
 * every request: kysely's building and compiling cost more CPU than SQLite's run of a small indexed read
 * (the profile of a page of cards). `build` must be pure in structure: it receives stand-ins for the
 * parameters and may put them where values go, never branch on them. On PostgreSQL the SQL text is a named
 * prepared statement, parsed once per connection.
 */
export function preparedQuery<DB, P extends Record<string, Parameter>, O>(
  build: (db: Kysely<DB>, params: P) => Compilable<O>,
): (db: Kysely<DB>, params: P) => Promise<O[]> {
  const plans = new WeakMap<object, Map<string, Plan>>();
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let byShape = plans.get(adapter);
    if (!byShape) {
      byShape = new Map();
      plans.set(adapter, byShape);
    }
    const shape = shapeOf(params);
    let plan = byShape.get(shape);
    if (!plan) {
      plan = compile(db, build, params);
      byShape.set(shape, plan);
    }
    const parameters = plan.slots.map((slot) => (slot instanceof Slot ? slotValue(params, slot) : slot));
    const result = await db.executeQuery<O>(CompiledQuery.raw(plan.sql, parameters) as CompiledQuery<O>);
    return result.rows;
  };
}

function shapeOf(params: Record<string, Parameter>): string {
  let shape = '';
  for (const key in params) {
    const value = params[key];
    shape += Array.isArray(value) ? `${key}:${value.length};` : `${key};`;
  }
  return shape;
}

function compile<DB, P extends Record<string, Parameter>>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, params: P) => Compilable<unknown>,
  params: P,
): Plan {
  const standIns: Record<string, unknown> = {};
  for (const key in params) {
    const value = params[key];
    standIns[key] = Array.isArray(value) ? value.map((_, at) => new Slot(key, at)) : new Slot(key, undefined);
  }
  const compiled = build(db, standIns as P).compile();
  if (!namedStatements.has(compiled.sql))
    namedStatements.set(compiled.sql, `modkit_${namedStatements.size.toString(36)}`);
  return { sql: compiled.sql, slots: [...compiled.parameters] };
}

function slotValue(params: Record<string, Parameter>, slot: Slot): unknown {
  const value = params[slot.name];
  return slot.index === undefined ? value : (value as ReadonlyArray<unknown>)[slot.index];
}
