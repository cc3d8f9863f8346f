import { AddCommentBody } from '@modkit/sdk/contract';
import { validateComment } from '@modkit/sdk/rules';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { forbidden, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId } from '../http/params';
import { parseWith } from '../http/validate';
import { isAdmin } from '../services/viewer';

const MAX_MESSAGE = 2000;

function cleanMessage(value: unknown): string {
  const message = typeof value === 'string' ? value.trim() : '';
  if (!message) throw validationError(validateComment({ message }));
  if (message.length > MAX_MESSAGE)
    throw validationError({ message: `Message must be at most ${MAX_MESSAGE} characters.` });
  return message;
}

/** The discussion under a module (part 1 §2.26): add, reply, edit own, delete for admins. */
export function registerCommentRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  const author = (row: {
    user_id: number;
    first_name: string;
    last_name: string;
    media_path: string | null;
  }) => ({
    id: row.user_id,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    media: row.media_path ? { path: row.media_path } : null,
  });

  const withAuthors = ctx.db
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
      'users.first_name',
      'users.last_name',
      'users.media_path',
    ]);

  const shape = (row: Awaited<ReturnType<typeof withAuthors.executeTakeFirstOrThrow>>) => ({
    id: row.id,
    module_id: row.module_id,
    parent_id: row.parent_id,
    message: row.message,
    created_at: row.created_at,
    updated_at: row.updated_at,
    user: author(row),
  });

  router.get('/comments', auth, async (req, res) => {
    const moduleId = optionalId(req.query.module_id);
    if (!moduleId) throw validationError({ module_id: 'module_id is required.' });
    const { page, limit, offset } = pageParams(req.query, 100);
    const top = withAuthors
      .where('comments.module_id', '=', moduleId)
      .where('comments.parent_id', 'is', null);
    const [rows, count] = await Promise.all([
      top.orderBy('comments.id', 'desc').limit(limit).offset(offset).execute(),
      ctx.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('module_id', '=', moduleId)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    const replies = rows.length
      ? await withAuthors
          .where(
            'comments.parent_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('comments.id', 'asc')
          .execute()
      : [];
    const results = rows.map((r) => ({
      ...shape(r),
      replies: replies.filter((x) => x.parent_id === r.id).map(shape),
    }));
    res.json(paged(results, Number(count.n), page, limit));
  });

  router.post('/comments', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = optionalId(req.body?.module_id);
    const message = cleanMessage(req.body?.message);
    if (!moduleId) throw validationError({ module_id: 'module_id is required.' });
    parseWith(AddCommentBody, req.body);
    const module = await ctx.db
      .selectFrom('modules')
      .select('id')
      .where('id', '=', moduleId)
      .where('status', '=', 'PUBLISH')
      .executeTakeFirst();
    if (!module) throw notFound();
    let parentId: number | null = null;
    if (req.body?.parent_id !== undefined && req.body?.parent_id !== null) {
      const parent = await ctx.db
        .selectFrom('comments')
        .select(['id', 'parent_id'])
        .where('id', '=', optionalId(req.body.parent_id) ?? 0)
        .where('module_id', '=', moduleId)
        .executeTakeFirst();
      if (!parent) throw validationError({ parent_id: 'The comment you reply to does not exist.' });
      parentId = parent.parent_id ?? parent.id; // replies stay one level deep
    }
    const now = isoNow(ctx.now);
    const row = await ctx.db
      .insertInto('comments')
      .values({
        module_id: moduleId,
        user_id: user.id,
        parent_id: parentId,
        message,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    res
      .status(201)
      .json({ data: shape(await withAuthors.where('comments.id', '=', row.id).executeTakeFirstOrThrow()) });
  });

  router.put('/comments/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const message = cleanMessage(req.body?.message);
    const comment = await ctx.db
      .selectFrom('comments')
      .select(['id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!comment) throw notFound();
    if (comment.user_id !== user.id) throw forbidden();
    await ctx.db
      .updateTable('comments')
      .set({ message, updated_at: isoNow(ctx.now) })
      .where('id', '=', id)
      .execute();
    res.json({ data: shape(await withAuthors.where('comments.id', '=', id).executeTakeFirstOrThrow()) });
  });

  router.delete('/comments/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    if (!isAdmin(user.role)) throw forbidden();
    const deleted = await ctx.db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound();
    res.json({ data: { id } });
  });
}
