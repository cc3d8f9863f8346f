import type { Kysely } from 'kysely';

/** Per super mentor SHOW/HIDE of each dashboard widget (missing rows mean SHOW). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_access')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('widget', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_access_pk', ['user_id', 'widget'])
    .execute();
}
