import { AddCommentBody } from '@modkit/sdk/contract';
import { validateComment } from '@modkit/sdk/rules';
import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { forbidden, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId } from '../http/params';
import { parseWith } from '../http/validate';
import {
  addComment,
  commentById,
  commentThreads,
  deleteComment,
  findComment,
  replyParentId,
} from '../services/module-comments';
import { editOwnPost } from '../services/own-posts';
import { publishedModule } from '../services/published-module';
import { isAdmin } from '../services/viewer';

const MAX_MESSAGE = 2000;

/** The discussion under a module (part 1 §2.26): add, reply, edit own, delete for admins. */
export function registerCommentRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  router.get('/comments', auth, listComments(ctx));
  router.post('/comments', auth, postComment(ctx));
  router.put('/comments/:id', auth, editComment(ctx));
  router.delete('/comments/:id', auth, removeComment(ctx));
}

function cleanMessage(value: unknown): string {
  const message = typeof value === 'string' ? value.trim() : '';
  if (!message) throw validationError(validateComment({ message }));
  if (message.length > MAX_MESSAGE)
    throw validationError({ message: `Message must be at most ${MAX_MESSAGE} characters.` });
  return message;
}

function requiredModuleId(moduleId: number | undefined): number {
  if (!moduleId) throw validationError({ module_id: 'module_id is required.' });
  return moduleId;
}

const listComments =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const moduleId = requiredModuleId(optionalId(req.query.module_id));
    const { page, limit, offset } = pageParams(req.query, 100);
    const { results, total } = await commentThreads(ctx, moduleId, limit, offset);
    res.json(paged(results, total, page, limit));
  };

const postComment =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const sentModuleId = optionalId(req.body?.module_id);
    const message = cleanMessage(req.body?.message);
    const moduleId = requiredModuleId(sentModuleId);
    parseWith(AddCommentBody, req.body);
    await publishedModule(ctx.db, moduleId);
    const replyTo = req.body?.parent_id;
    const parentId =
      replyTo !== undefined && replyTo !== null
        ? await replyParentId(ctx, moduleId, optionalId(replyTo) ?? 0)
        : null;
    const id = await addComment(ctx, { moduleId, userId: user.id, parentId, message });
    res.status(201).json({ data: await commentById(ctx, id) });
  };

const editComment =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const message = cleanMessage(req.body?.message);
    await editOwnPost(ctx, 'comments', await findComment(ctx, id), user.id, message);
    res.json({ data: await commentById(ctx, id) });
  };

const removeComment =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    if (!isAdmin(user.role)) throw forbidden();
    if (!(await deleteComment(ctx, id))) throw notFound();
    res.json({ data: { id } });
  };
