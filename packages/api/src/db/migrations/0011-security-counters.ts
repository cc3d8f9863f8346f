import type { Kysely } from 'kysely';

/**
 * Issue 13: `users.token_version` (bearer tokens carry it; a password change or reset raises it, which
 * revokes every older token), and `mentor_sessions.user_package_id` (the subscription a session was
 * counted against, credited back when the session is cancelled).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mentor_sessions').addColumn('user_package_id', 'integer').execute();
}
