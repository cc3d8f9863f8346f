/** The discussion under a module (part 1 §2.26): add, reply, edit own, delete for admins. */
import { AddCommentBody } from '@modkit/sdk/contract';
import type { RequestHandler } from 'express';
import { publishedModule } from '../catalogue/published-module';
import { isAdmin } from '../catalogue/viewer';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { forbidden, notFound } from '../http/http-error';
import { requestKey } from '../http/idempotency';
import { idParam, optionalId } from '../http/input/params';
import { requiredId, requiredText } from '../http/input/required-fields';
import { parseWith } from '../http/input/validate';
import { paged, pageParams } from '../http/paging';
import {
  addComment,
  commentById,
  commentThreads,
  deleteComment,
  findComment,
  replyParentId,
} from './module-comments';
import { editOwnPost } from './own-posts';
import { POSTED_TEXTS } from './posted-texts';

export const listComments =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const moduleId = requiredId(optionalId(req.query.module_id), 'module_id');
    const { page, limit, offset } = pageParams(req.query, 100);
    const { results, total } = await commentThreads(ctx, moduleId, limit, offset);
    res.json(paged(results, total, page, limit));
  };

export const postComment =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const sentModuleId = optionalId(req.body?.module_id);
    const message = requiredText(req.body?.message, POSTED_TEXTS.comment);
    const moduleId = requiredId(sentModuleId, 'module_id');
    parseWith(AddCommentBody, req.body);
    await publishedModule(ctx.db, moduleId);
    const replyTo = req.body?.parent_id;
    const parentId =
      replyTo !== undefined && replyTo !== null
        ? await replyParentId(ctx, moduleId, optionalId(replyTo) ?? 0)
        : null;
    const id = await addComment(ctx, { moduleId, userId: user.id, parentId, message, key: requestKey(res) });
    res.status(201).json({ data: await commentById(ctx, id) });
  };

export const editComment =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const message = requiredText(req.body?.message, POSTED_TEXTS.comment);
    await editOwnPost(ctx, 'comments', await findComment(ctx, id), user.id, message);
    res.json({ data: await commentById(ctx, id) });
  };

export const removeComment =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    if (!isAdmin(user.role)) throw forbidden();
    if (!(await deleteComment(ctx, id))) throw notFound();
    res.json({ data: { id } });
  };
