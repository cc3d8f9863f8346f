import type { Client } from '../client/create-client';
import type {
  AddCommentBody,
  CommentResponse,
  CommentsResponse,
  UpdateCommentBody,
} from '../contract/comments';
import type { Comment } from '../contract/entities/social';
import { threadCall } from './list-calls';
import { requestData } from './requests';
import { type WriteOptions, writeRequest } from './write-options';

/**
 * Loads a module's discussion: top-level comments with their replies (GET /comments?module_id=):
 * `(client, moduleId, query?)`.
 */
export const getComments = threadCall<CommentsResponse>('/comments', 'module_id');

/** Adds a comment, or a reply with `parent_id` (POST /comments); the message is trimmed. */
export async function addComment(
  client: Client,
  input: AddCommentBody,
  options?: WriteOptions,
): Promise<Comment> {
  const json: AddCommentBody = { ...input, message: input.message.trim() };
  return requestData<CommentResponse>(client, 'POST', '/comments', writeRequest(options, json));
}

/** Edits the author's own comment (PUT /comments/{id}); the message is trimmed. */
export async function updateComment(client: Client, commentId: number, message: string): Promise<Comment> {
  const json: UpdateCommentBody = { message: message.trim() };
  return requestData<CommentResponse>(client, 'PUT', `/comments/${commentId}`, { json });
}

/** Deletes a comment; admins and super admins only (DELETE /comments/{id}). */
export async function deleteComment(client: Client, commentId: number): Promise<void> {
  await client.request('DELETE', `/comments/${commentId}`);
}
