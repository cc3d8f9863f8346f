import type { Kysely } from 'kysely';

/** Indexes for the library lists: popular modules per category, and all published by views. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('modules_category_views')
    .on('modules')
    .columns(['category_id', 'views'])
    .execute();
  await db.schema.createIndex('modules_status_views').on('modules').columns(['status', 'views']).execute();
  await db.schema
    .createIndex('module_ratings_module')
    .on('module_ratings')
    .columns(['module_id', 'score'])
    .execute();
  await db.schema.createIndex('module_views_time').on('module_views').columns(['created_at']).execute();
}
