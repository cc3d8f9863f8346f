import type { Kysely } from 'kysely';

/** Minutes summed per user and period are read from the index alone (dashboard, stats). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('activity_logs_user_time_min')
    .on('activity_logs')
    .columns(['user_id', 'created_at', 'min'])
    .execute();
}
