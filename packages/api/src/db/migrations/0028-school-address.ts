import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/**
 * An LMS's or a partner's learner claims the address their school sent: where that address came
 * from (`users.contact_email_source`: the platform's or partner's name, shown as "Address from …"), and the
 * requests to join such an account into the person's own account that already has the address, waiting for
 * that account's owner to sign in and confirm (`account_joins`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('contact_email_source', 'text').execute();
  await withId(db.schema.createTable('account_joins'), dialectOf(db))
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('into_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_joins_into').on('account_joins').column('into_user_id').execute();
  await db.schema.createIndex('account_joins_from').on('account_joins').column('from_user_id').execute();
}

/** Back to 0027. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_joins').execute();
  await db.schema.alterTable('users').dropColumn('contact_email_source').execute();
}
