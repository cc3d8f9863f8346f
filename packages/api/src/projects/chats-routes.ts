/**
 * The chat on a submitted project: its learner and the learner's mentors (and their super mentors)
 * read and write; each author edits only their own comments.
 */
import { AddProjectChatBody } from '@modkit/sdk/contract';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { editOwnPost } from '../discussion/own-posts';
import { POSTED_TEXTS } from '../discussion/posted-texts';
import { currentUser } from '../http/guards/authenticate';
import { idParam, optionalId } from '../http/input/params';
import { requiredId, requiredText } from '../http/input/required-fields';
import { parseWith } from '../http/input/validate';
import { paged, pageParams } from '../http/paging';
import { addChat, assertMayChat, chatById, chatPage, findChat } from './project-chats';

export const listChats =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const userProjectId = requiredId(optionalId(req.query.user_project_id), 'user_project_id');
    await assertMayChat(ctx, user.id, userProjectId);
    const { page, limit, offset } = pageParams(req.query, 100);
    const { results, total } = await chatPage(ctx, userProjectId, limit, offset);
    res.json(paged(results, total, page, limit));
  };

export const addChatMessage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const sentProjectId = optionalId(req.body?.user_project_id);
    const text = requiredText(req.body?.comment, POSTED_TEXTS.chatComment);
    const userProjectId = requiredId(sentProjectId, 'user_project_id');
    parseWith(AddProjectChatBody, req.body);
    await assertMayChat(ctx, user.id, userProjectId);
    const id = await addChat(ctx, userProjectId, user.id, text);
    res.status(201).json({ data: await chatById(ctx, id) });
  };

export const editChatMessage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const text = requiredText(req.body?.comment, POSTED_TEXTS.chatComment);
    // Someone else's message: 404 to one who may not read the chat, 403 to one who may.
    await editOwnPost(ctx, 'chats', await findChat(ctx, id), user.id, text, (chat) =>
      assertMayChat(ctx, user.id, chat.user_project_id),
    );
    res.json({ data: await chatById(ctx, id) });
  };
