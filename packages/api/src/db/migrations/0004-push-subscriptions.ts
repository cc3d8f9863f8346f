import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/** Browser push subscriptions (part 1 §7 notification-subscribe), one per endpoint. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable('push_subscriptions'), dialectOf(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
