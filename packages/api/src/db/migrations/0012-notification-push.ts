import type { Kysely } from 'kysely';

/**
 * Web push: `notifications.pushed_at`, set when a notification was handed to the push sender (claimed by one
 * server, so several servers never push it twice); an index on the ones not pushed yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('pushed_at', 'text').execute();
  await db.schema
    .createIndex('notifications_push_due')
    .on('notifications')
    .columns(['pushed_at', 'id'])
    .execute();
}
