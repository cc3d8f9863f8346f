import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/http-error';

/**
 * A published module's id, views and reflection question; 404 when there is none (bookmarks, comments,
 * projects, ratings and likes are of published modules only).
 */
export async function publishedModule(db: Kysely<Database>, moduleId: number) {
  const row = await db
    .selectFrom('modules')
    .select(['id', 'views', 'reflection_question'])
    .where('id', '=', moduleId)
    .where('status', '=', 'PUBLISH')
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
