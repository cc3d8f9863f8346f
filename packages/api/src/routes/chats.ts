import { AddProjectChatBody } from '@modkit/sdk/contract';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { forbidden, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId } from '../http/params';
import { parseWith } from '../http/validate';

/**
 * The chat on a submitted project: its learner and the learner's mentors (and their super mentors)
 * read and write; each author edits only their own comments.
 */
export function registerChatRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  const assertMayChat = async (userId: number, userProjectId: number) => {
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
  };

  const comment = (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) throw validationError({ comment: 'Comment is Required' });
    if (text.length > 2000) throw validationError({ comment: 'Comment must be at most 2000 characters.' });
    return text;
  };

  const withAuthor = ctx.db
    .selectFrom('chats')
    .innerJoin('users', 'users.id', 'chats.user_id')
    .select([
      'chats.id',
      'chats.user_project_id',
      'chats.comment',
      'chats.created_at',
      'chats.updated_at',
      'chats.user_id',
      'users.first_name',
      'users.last_name',
      'users.media_path',
    ]);
  const shape = (r: Awaited<ReturnType<typeof withAuthor.executeTakeFirstOrThrow>>) => ({
    id: r.id,
    user_project_id: r.user_project_id,
    comment: r.comment,
    created_at: r.created_at,
    updated_at: r.updated_at,
    user: {
      id: r.user_id,
      full_name: `${r.first_name} ${r.last_name}`.trim(),
      media: r.media_path ? { path: r.media_path } : null,
    },
  });

  router.get('/chats', auth, async (req, res) => {
    const user = currentUser(res);
    const userProjectId = optionalId(req.query.user_project_id);
    if (!userProjectId) throw validationError({ user_project_id: 'user_project_id is required.' });
    await assertMayChat(user.id, userProjectId);
    const { page, limit, offset } = pageParams(req.query, 100);
    const [rows, count] = await Promise.all([
      withAuthor
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
    res.json(paged(rows.map(shape), Number(count.n), page, limit));
  });

  router.post('/chats', auth, async (req, res) => {
    const user = currentUser(res);
    const userProjectId = optionalId(req.body?.user_project_id);
    const text = comment(req.body?.comment);
    if (!userProjectId) throw validationError({ user_project_id: 'user_project_id is required.' });
    parseWith(AddProjectChatBody, req.body);
    await assertMayChat(user.id, userProjectId);
    const now = isoNow(ctx.now);
    const row = await ctx.db
      .insertInto('chats')
      .values({
        user_project_id: userProjectId,
        user_id: user.id,
        comment: text,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    res
      .status(201)
      .json({ data: shape(await withAuthor.where('chats.id', '=', row.id).executeTakeFirstOrThrow()) });
  });

  router.put('/chats/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const text = comment(req.body?.comment);
    const found = await ctx.db
      .selectFrom('chats')
      .select(['id', 'user_id', 'user_project_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw notFound();
    if (found.user_id !== user.id) {
      await assertMayChat(user.id, found.user_project_id);
      throw forbidden();
    }
    await ctx.db
      .updateTable('chats')
      .set({ comment: text, updated_at: isoNow(ctx.now) })
      .where('id', '=', id)
      .execute();
    res.json({ data: shape(await withAuthor.where('chats.id', '=', id).executeTakeFirstOrThrow()) });
  });
}
