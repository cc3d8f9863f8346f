import { type Kysely, sql } from 'kysely';

/** Where the module search installs pg_trgm when the database does not have it yet. */
const EXTENSIONS_SCHEMA = 'extensions';

/** Runs one statement and answers its rows (a Kysely database, or a pg client in a transaction). */
export type RunStatement = (text: string) => Promise<Array<Record<string, unknown>>>;

export const onKysely =
  <D>(db: Kysely<D>): RunStatement =>
  async (text) =>
    (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;

const FIND = `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pg_trgm'`;

/** The schema pg_trgm is installed in, or undefined. */
export async function trigramSchema(run: RunStatement): Promise<string | undefined> {
  const [row] = await run(FIND);
  return row ? String(row.schema) : undefined;
}

/**
 * PostgreSQL's pg_trgm (contrib, in Debian's postgresql package), where it is, else installed into the schema
 * `extensions`: one install serves every schema of the database (each of modkit's schemas, e.g. the tests',
 * uses it by its qualified name), so it never sits in a schema that may be dropped. pg_trgm is a trusted
 * extension (PostgreSQL 13 and later): the database's owner, or a role with CREATE on the database, installs
 * it without being a superuser. A role that may not gets one line saying what an administrator runs once.
 * Servers migrating at once wait for each other (a transaction lock: run it in a transaction).
 */
export async function ensureTrigramExtension(run: RunStatement): Promise<string> {
  const found = await trigramSchema(run);
  if (found) return found;
  await run(`select pg_advisory_xact_lock(hashtext('modkit pg_trgm'))`);
  const meanwhile = await trigramSchema(run);
  if (meanwhile) return meanwhile;
  try {
    await run(`create schema if not exists ${EXTENSIONS_SCHEMA}`);
    await run(`create extension if not exists pg_trgm with schema ${EXTENSIONS_SCHEMA}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The module search needs PostgreSQL's pg_trgm extension, which this role may not install (${reason}): ` +
        `have an administrator run "create schema if not exists ${EXTENSIONS_SCHEMA}; create extension pg_trgm with schema ${EXTENSIONS_SCHEMA};" once in this database, then start again.`,
    );
  }
  return EXTENSIONS_SCHEMA;
}
