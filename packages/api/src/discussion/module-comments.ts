import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { validationError } from '../http/http-error';
import { POST_AUTHOR_COLUMNS, toPostAuthor } from './own-posts';

/** The discussion under a module: its threads (comments with their replies), replying and adding. */

const commentsWithAuthors = (ctx: ApiContext) =>
  ctx.db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id',
      'comments.module_id',
      'comments.parent_id',
      'comments.message',
      'comments.created_at',
      'comments.updated_at',
      'comments.user_id',
      ...POST_AUTHOR_COLUMNS,
    ]);

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsWithAuthors>['executeTakeFirstOrThrow']>>;

const toComment = (row: CommentRow) => ({
  id: row.id,
  module_id: row.module_id,
  parent_id: row.parent_id,
  message: row.message,
  created_at: row.created_at,
  updated_at: row.updated_at,
  user: toPostAuthor(row),
});

/** One page of a module's top-level comments, newest first, each with its replies (oldest first). */
export async function commentThreads(ctx: ApiContext, moduleId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    commentsWithAuthors(ctx)
      .where('comments.module_id', '=', moduleId)
      .where('comments.parent_id', 'is', null)
      .orderBy('comments.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    ctx.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('module_id', '=', moduleId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const replies = rows.length
    ? await commentsWithAuthors(ctx)
        .where(
          'comments.parent_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('comments.id', 'asc')
        .execute()
    : [];
  const results = rows.map((r) => ({
    ...toComment(r),
    replies: replies.filter((x) => x.parent_id === r.id).map(toComment),
  }));
  return { results, total: Number(count.n) };
}

/** A comment with its author, as answered. */
export async function commentById(ctx: ApiContext, id: number) {
  return toComment(await commentsWithAuthors(ctx).where('comments.id', '=', id).executeTakeFirstOrThrow());
}

/** The author of a comment, for the edit-your-own flow. */
export function findComment(ctx: ApiContext, id: number) {
  return ctx.db.selectFrom('comments').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/** The thread a reply joins: replies stay one level deep (a reply to a reply joins its parent's thread). */
export async function replyParentId(ctx: ApiContext, moduleId: number, parentId: number): Promise<number> {
  const parent = await ctx.db
    .selectFrom('comments')
    .select(['id', 'parent_id'])
    .where('id', '=', parentId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  if (!parent) throw validationError({ parent_id: 'The comment you reply to does not exist.' });
  return parent.parent_id ?? parent.id;
}

/** Adds a comment (or a reply) to a module's discussion; its id. */
export async function addComment(
  ctx: ApiContext,
  comment: { moduleId: number; userId: number; parentId: number | null; message: string; key: string | null },
) {
  const now = isoNow(ctx.now);
  const row = await ctx.db
    .insertInto('comments')
    .values({
      module_id: comment.moduleId,
      user_id: comment.userId,
      parent_id: comment.parentId,
      message: comment.message,
      client_key: comment.key,
      created_at: now,
      updated_at: now,
    })
    // A comment sent again with its key (a server stopped before keeping its answer) is the same row.
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const kept = await ctx.db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', comment.userId)
    .where('client_key', '=', comment.key)
    .executeTakeFirstOrThrow();
  return kept.id;
}

/** Deletes a comment (an administrator's act); false when there was none. */
export async function deleteComment(ctx: ApiContext, id: number): Promise<boolean> {
  const deleted = await ctx.db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
