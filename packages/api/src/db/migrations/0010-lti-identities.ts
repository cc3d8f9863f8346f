import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/**
 * LMS identities: an (issuer, subject) pair of an LTI platform maps to one user; an LMS course context
 * maps to one organisation, and its members are remembered to link teachers and learners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await withId(db.schema.createTable('lti_identities'), dialect)
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lti_identities_issuer_subject', ['issuer', 'subject'])
    .execute();
  await withId(db.schema.createTable('lti_contexts'), dialect)
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('context_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lti_contexts_issuer_context', ['issuer', 'context_id'])
    .execute();
  await db.schema
    .createTable('lti_context_members')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('lti_contexts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lti_context_members_pk', ['context_id', 'user_id'])
    .execute();
}
