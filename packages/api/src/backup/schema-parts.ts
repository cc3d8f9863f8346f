import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from '../db/migrate';
import type { Database } from '../db/schema';

/**
 * One set of migrations that makes tables in modkit's database: the api's own, and each part composed with it
 * that migrates its own tables beside them (the LTI tool: `LTI_SCHEMA_PART` of @modkit/lti-tool). A restore
 * across engines makes the target's tables with each part's migrations, up to the last one the archive's
 * database ran (read from the part's bookkeeping table), before it carries the rows.
 */
export interface SchemaPart {
  /** Whose tables, in the restore's words (`the LTI tool`). */
  about: string;
  /** Its migrations' bookkeeping table (kysely's `migrationTableName`). */
  migrationTable: string;
  /** Its migrations' names, in order, on an engine. */
  migrationNames(dialect: DialectName): readonly string[];
  /** Runs its migrations on `db` up to `name` (`latest`: all of them). */
  migrate(db: Kysely<unknown>, dialect: DialectName, name: string, pgSchema?: string): Promise<void>;
}

/** The api's own tables (`kysely_migration`). */
export const API_SCHEMA_PART: SchemaPart = {
  about: 'the api',
  migrationTable: 'kysely_migration',
  migrationNames: () => MIGRATION_NAMES,
  migrate: (db, _dialect, name, pgSchema) =>
    name === 'latest'
      ? migrateToLatest(db as Kysely<Database>, pgSchema)
      : migrateUpTo(db as Kysely<Database>, name, pgSchema),
};
