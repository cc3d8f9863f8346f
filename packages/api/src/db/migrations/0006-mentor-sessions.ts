import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/** Mentor sessions (part 2 §2 Mentor Sessions, §4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable('mentor_sessions'), dialectOf(db))
    .addColumn('mentor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('learner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.references('modules.id').onDelete('set null'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('description', 'text')
    .addColumn('scheduled_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mentor_sessions_mentor')
    .on('mentor_sessions')
    .columns(['mentor_id', 'scheduled_on'])
    .execute();
  await db.schema
    .createIndex('mentor_sessions_learner')
    .on('mentor_sessions')
    .columns(['learner_id', 'scheduled_on'])
    .execute();
}
