import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { POST_AUTHOR_COLUMNS, toPostAuthor } from '../discussion/own-posts';
import { notFound } from '../http/http-error';

/**
 * The chat on a submitted project: who may read and write it, its messages with their authors, and
 * adding one.
 */

/** 404 unless the user owns the project or mentors its learner (directly or as their super mentor). */
export async function assertMayChat(ctx: ApiContext, userId: number, userProjectId: number): Promise<void> {
  const project = await ctx.db
    .selectFrom('user_projects')
    .select(['id', 'user_id'])
    .where('id', '=', userProjectId)
    .executeTakeFirst();
  if (!project) throw notFound();
  if (project.user_id === userId) return;
  const link = await ctx.db
    .selectFrom('mentor_learners')
    .select('learner_id')
    .where('learner_id', '=', project.user_id)
    .where((eb) =>
      eb.or([
        eb('mentor_id', '=', userId),
        eb('mentor_id', 'in', eb.selectFrom('users').select('id').where('parent_id', '=', userId)),
      ]),
    )
    .executeTakeFirst();
  // Another learner's record answers 404 like a missing one, so ids are not confirmed.
  if (!link) throw notFound();
}

const chatsWithAuthor = (ctx: ApiContext) =>
  ctx.db
    .selectFrom('chats')
    .innerJoin('users', 'users.id', 'chats.user_id')
    .select([
      'chats.id',
      'chats.user_project_id',
      'chats.comment',
      'chats.created_at',
      'chats.updated_at',
      'chats.user_id',
      ...POST_AUTHOR_COLUMNS,
    ]);

type ChatRow = Awaited<ReturnType<ReturnType<typeof chatsWithAuthor>['executeTakeFirstOrThrow']>>;

const toChat = (r: ChatRow) => ({
  id: r.id,
  user_project_id: r.user_project_id,
  comment: r.comment,
  created_at: r.created_at,
  updated_at: r.updated_at,
  user: toPostAuthor(r),
});

/** One page of a project's chat, oldest first, and the count of all its messages. */
export async function chatPage(ctx: ApiContext, userProjectId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    chatsWithAuthor(ctx)
      .where('chats.user_project_id', '=', userProjectId)
      .orderBy('chats.id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
    ctx.db
      .selectFrom('chats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_project_id', '=', userProjectId)
      .executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(toChat), total: Number(count.n) };
}

/** A chat message with its author, as answered. */
export async function chatById(ctx: ApiContext, id: number) {
  return toChat(await chatsWithAuthor(ctx).where('chats.id', '=', id).executeTakeFirstOrThrow());
}

/** The author and project of a chat message, for the edit-your-own flow. */
export function findChat(ctx: ApiContext, id: number) {
  return ctx.db
    .selectFrom('chats')
    .select(['id', 'user_id', 'user_project_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Adds a message to a project's chat; its id. */
export async function addChat(ctx: ApiContext, userProjectId: number, userId: number, comment: string) {
  const now = isoNow(ctx.now);
  const row = await ctx.db
    .insertInto('chats')
    .values({ user_project_id: userProjectId, user_id: userId, comment, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
