import { AddProjectChatBody } from '@modkit/sdk/contract';
import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId } from '../http/params';
import { parseWith } from '../http/validate';
import { editOwnPost } from '../services/own-posts';
import { addChat, assertMayChat, chatById, chatPage, findChat } from '../services/project-chats';

/**
 * The chat on a submitted project: its learner and the learner's mentors (and their super mentors)
 * read and write; each author edits only their own comments.
 */
export function registerChatRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  router.get('/chats', auth, listChats(ctx));
  router.post('/chats', auth, addChatMessage(ctx));
  router.put('/chats/:id', auth, editChatMessage(ctx));
}

function commentText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw validationError({ comment: 'Comment is Required' });
  if (text.length > 2000) throw validationError({ comment: 'Comment must be at most 2000 characters.' });
  return text;
}

function requiredProjectId(userProjectId: number | undefined): number {
  if (!userProjectId) throw validationError({ user_project_id: 'user_project_id is required.' });
  return userProjectId;
}

const listChats =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const userProjectId = requiredProjectId(optionalId(req.query.user_project_id));
    await assertMayChat(ctx, user.id, userProjectId);
    const { page, limit, offset } = pageParams(req.query, 100);
    const { results, total } = await chatPage(ctx, userProjectId, limit, offset);
    res.json(paged(results, total, page, limit));
  };

const addChatMessage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const sentProjectId = optionalId(req.body?.user_project_id);
    const text = commentText(req.body?.comment);
    const userProjectId = requiredProjectId(sentProjectId);
    parseWith(AddProjectChatBody, req.body);
    await assertMayChat(ctx, user.id, userProjectId);
    const id = await addChat(ctx, userProjectId, user.id, text);
    res.status(201).json({ data: await chatById(ctx, id) });
  };

const editChatMessage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const text = commentText(req.body?.comment);
    // Someone else's message: 404 to one who may not read the chat, 403 to one who may.
    await editOwnPost(ctx, 'chats', await findChat(ctx, id), user.id, text, (chat) =>
      assertMayChat(ctx, user.id, chat.user_project_id),
    );
    res.json({ data: await chatById(ctx, id) });
  };
