import { z } from 'zod';
import { dataOf, Id, PageQuery, pageOf, QueryId } from './common';
import { Comment } from './entities/social';

/** GET /comments: top-level comments of a module, replies nested. */
export const CommentsQuery = z.object({
  module_id: QueryId,
  ...PageQuery.shape,
});
export type CommentsQuery = z.infer<typeof CommentsQuery>;
export const CommentsResponse = pageOf(Comment);
export type CommentsResponse = z.infer<typeof CommentsResponse>;

/** POST /comments (a reply carries `parent_id`). */
export const AddCommentBody = z.object({
  module_id: Id,
  message: z.string().min(1),
  parent_id: Id.optional(),
});
export type AddCommentBody = z.infer<typeof AddCommentBody>;

/** PUT /comments/{id}. */
export const UpdateCommentBody = z.object({ message: z.string().min(1) });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBody>;

/** One comment. */
export const CommentResponse = dataOf(Comment);
export type CommentResponse = z.infer<typeof CommentResponse>;
