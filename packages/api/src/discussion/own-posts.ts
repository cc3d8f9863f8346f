import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { forbidden, notFound } from '../http/http-error';

/** The tables of what people write to each other: a project's chat and a module's discussion. */
export type PostTable = 'chats' | 'comments';

/** The columns of a post's author (the `users` joined to it) that `toPostAuthor` reads. */
export const POST_AUTHOR_COLUMNS = ['users.first_name', 'users.last_name', 'users.media_path'] as const;

/** The author of a chat message or a comment as the answers carry it. */
export function toPostAuthor(row: {
  user_id: number;
  first_name: string;
  last_name: string;
  media_path: string | null;
}) {
  return {
    id: row.user_id,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    media: row.media_path ? { path: row.media_path } : null,
  };
}

/**
 * The edit-your-own flow of a chat message or a comment: 404 when missing, 403 unless the caller wrote
 * it (after `notOwn`, which may answer otherwise first), then the new text and time.
 */
export async function editOwnPost<P extends { id: number; user_id: number }>(
  ctx: ApiContext,
  table: PostTable,
  post: P | undefined,
  userId: number,
  text: string,
  notOwn?: (post: P) => Promise<void>,
): Promise<void> {
  if (!post) throw notFound();
  if (post.user_id !== userId) {
    await notOwn?.(post);
    throw forbidden();
  }
  const updated_at = isoNow(ctx.now);
  if (table === 'chats')
    await ctx.db.updateTable('chats').set({ comment: text, updated_at }).where('id', '=', post.id).execute();
  else
    await ctx.db
      .updateTable('comments')
      .set({ message: text, updated_at })
      .where('id', '=', post.id)
      .execute();
}
