import {
  type DatabaseIntrospector,
  type Kysely,
  Migrator,
  type MigratorProps,
  PostgresIntrospector,
  sql,
} from 'kysely';

/**
 * A kysely Migrator whose check "does the bookkeeping table exist" reads one PostgreSQL schema (the given
 * one, else the connection's current schema). Kysely's own introspection reads every column of every schema
 * through name-based functions (`has_schema_privilege`, `pg_get_serial_sequence`): it fails when another
 * schema is dropped meanwhile (test suites sharing a database did), it takes longer the more the database
 * holds, and without a schema it may take another schema's table for ours. SQLite is left as kysely has it.
 */
export function schemaScopedMigrator(props: MigratorProps & { pgSchema?: string }): Migrator {
  const { pgSchema, db, ...rest } = props;
  const migrationTableSchema = pgSchema ? { migrationTableSchema: pgSchema } : {};
  if (!(db.introspection instanceof PostgresIntrospector))
    return new Migrator({ db, ...rest, ...migrationTableSchema });
  return new Migrator({ db: withOneSchemaTables(db, pgSchema), ...rest, ...migrationTableSchema });
}

/** The tables and views of one schema, read from the catalogue by oid (nothing fails on a dropped schema). */
function oneSchemaIntrospector(db: Kysely<unknown>, schema: string | undefined): DatabaseIntrospector {
  const kysely = db.introspection;
  return {
    getSchemas: () => kysely.getSchemas(),
    getMetadata: (options) => kysely.getMetadata(options),
    async getTables() {
      const named = schema === undefined ? sql`current_schema()` : sql`${schema}`;
      const { rows } = await sql<{ name: string; schema: string; kind: string }>`
        select c.relname as name, n.nspname as schema, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${named} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v', columns: [] }));
    },
  };
}

/** `db` whose `introspection` is {@link oneSchemaIntrospector}; everything else is `db`'s own. */
function withOneSchemaTables(db: Kysely<unknown>, schema: string | undefined): Kysely<unknown> {
  const introspection = oneSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
