import type { Kysely } from 'kysely';

/** Category pages list published modules newest first: one index serves filter and order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('modules_category_status_publish')
    .on('modules')
    .columns(['category_id', 'status', 'publish_at'])
    .execute();
}
