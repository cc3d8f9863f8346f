import { type SchemaPart, schemaScopedMigrator } from '@modkit/api';
import type { Kysely, Migration } from 'kysely';

const idColumn = (dialect: 'sqlite' | 'postgres') => (dialect === 'postgres' ? 'serial' : 'integer');

function migrations(dialect: 'sqlite' | 'postgres'): Record<string, Migration> {
  return {
    '0001-lti-store': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('lti_records')
          .addColumn('id', idColumn(dialect), (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('collection', 'text', (c) => c.notNull())
          .addColumn('lookup', 'text')
          .addColumn('doc', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('lti_records_lookup')
          .on('lti_records')
          .columns(['collection', 'lookup'])
          .execute();
        await db.schema
          .createTable('lti_logins')
          .addColumn('state', 'text', (c) => c.primaryKey())
          .addColumn('nonce', 'text', (c) => c.notNull())
          .addColumn('issuer', 'text', (c) => c.notNull())
          .addColumn('client_id', 'text', (c) => c.notNull())
          .addColumn('browser_secret', 'text', (c) => c.notNull())
          .addColumn('storage_target', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema
          .createTable('lti_deployments')
          .addColumn('issuer', 'text', (c) => c.notNull())
          .addColumn('client_id', 'text', (c) => c.notNull())
          .addColumn('deployment_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('lti_deployments_pk', ['issuer', 'client_id', 'deployment_id'])
          .execute();
        await db.schema
          .createTable('lti_launch_codes')
          .addColumn('code_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('target', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
      },
    },
    '0002-lti-advantage': {
      async up(db: Kysely<unknown>) {
        const id = (t: string) =>
          db.schema
            .createTable(t)
            .addColumn('id', idColumn(dialect), (c) =>
              dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
            );
        await id('lti_launch_contexts')
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('issuer', 'text', (c) => c.notNull())
          .addColumn('resource_link_id', 'text', (c) => c.notNull())
          .addColumn('context_id', 'text')
          .addColumn('module_id', 'integer')
          .addColumn('lineitem', 'text')
          .addColumn('nrps_url', 'text')
          .addColumn('token', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('lti_launch_contexts_link', ['user_id', 'issuer', 'resource_link_id'])
          .execute();
        await db.schema
          .createIndex('lti_launch_contexts_module')
          .on('lti_launch_contexts')
          .columns(['user_id', 'module_id'])
          .execute();
        await id('lti_score_outbox')
          .addColumn('launch_context_id', 'integer', (c) => c.notNull())
          .addColumn('score', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'text')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('lti_score_outbox_due')
          .on('lti_score_outbox')
          .columns(['sent_at', 'next_attempt_at'])
          .execute();
        await db.schema
          .createTable('lti_deep_links')
          .addColumn('session', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('token', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
      },
    },
    '0003-lti-platform-approvals': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('lti_platform_approvals')
          .addColumn('issuer', 'text', (c) => c.notNull())
          .addColumn('client_id', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('configuration_url', 'text')
          .addColumn('registered_at', 'text', (c) => c.notNull())
          .addColumn('decided_at', 'text')
          .addPrimaryKeyConstraint('lti_platform_approvals_pk', ['issuer', 'client_id'])
          .execute();
      },
    },
    // A hand-off code carries the session that asked for it (security issue 23).
    '0004-launch-code-sessions': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('lti_launch_codes').addColumn('session_jti', 'text').execute();
        await db.schema
          .alterTable('lti_launch_codes')
          .addColumn('session_token_version', 'integer')
          .execute();
        await db.schema.alterTable('lti_launch_codes').addColumn('session_expires_at', 'text').execute();
      },
    },
  };
}

const MIGRATION_TABLE = 'lti_migration';

/** Brings the LTI tool's tables to the latest schema, or up to the named migration (bookkeeping in `lti_migration`). */
export async function migrateLtiStore(
  db: Kysely<unknown>,
  dialect: 'sqlite' | 'postgres',
  pgSchema?: string,
  upTo?: string,
) {
  const migrator = schemaScopedMigrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'lti_migration_lock',
    pgSchema,
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`LTI migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/**
 * The LTI tool's tables as a part of modkit's database (`npm run restore` of the root moves them across
 * engines with the api's: see the api's `SchemaPart`).
 */
export const LTI_SCHEMA_PART: SchemaPart = {
  about: 'the LTI tool',
  migrationTable: MIGRATION_TABLE,
  migrationNames: (dialect) => Object.keys(migrations(dialect)),
  migrate: (db, dialect, name, pgSchema) =>
    migrateLtiStore(db, dialect, pgSchema, name === 'latest' ? undefined : name),
};
