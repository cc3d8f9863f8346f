import { type Kysely, sql } from 'kysely';

/** Where the module search installs pg_trgm when the database does not have it yet. */
export const EXTENSIONS_SCHEMA = 'extensions';

/** The schema pg_trgm is installed in, or undefined. */
export async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/**
 * PostgreSQL's pg_trgm (contrib, in Debian's postgresql package), where it is, else installed into the schema
 * `extensions`: one install serves every schema of the database (each of modkit's schemas, e.g. the tests',
 * uses it by its qualified name), so it never sits in a schema that may be dropped. pg_trgm is a trusted
 * extension (PostgreSQL 13 and later): the database's owner, or a role with CREATE on the database, installs
 * it without being a superuser. A role that may not gets one line saying what an administrator runs once.
 * Servers migrating at once wait for each other (a transaction lock), so it is installed once.
 */
export async function ensureTrigramExtension(db: Kysely<any>): Promise<string> {
  const found = await trigramSchema(db);
  if (found) return found;
  await sql`select pg_advisory_xact_lock(hashtext('modkit pg_trgm'))`.execute(db);
  const meanwhile = await trigramSchema(db);
  if (meanwhile) return meanwhile;
  try {
    await sql`create schema if not exists ${sql.id(EXTENSIONS_SCHEMA)}`.execute(db);
    await sql`create extension if not exists pg_trgm with schema ${sql.id(EXTENSIONS_SCHEMA)}`.execute(db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The module search needs PostgreSQL's pg_trgm extension, which this role may not install (${reason}): ` +
        `have an administrator run "create schema if not exists ${EXTENSIONS_SCHEMA}; create extension pg_trgm with schema ${EXTENSIONS_SCHEMA};" once in this database, then start again.`,
    );
  }
  return EXTENSIONS_SCHEMA;
}
