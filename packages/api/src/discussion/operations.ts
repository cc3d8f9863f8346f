import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** Comments under modules. */
export const DISCUSSION_OPERATIONS: Operation[] = [
  ...tagged('Discussion', [
    ['get /comments', 'Comments of a module with replies', c.CommentsQuery, c.CommentsResponse],
    ['post /comments idempotent', 'Comment or reply', c.AddCommentBody, c.CommentResponse],
    ['put /comments/{id}', 'Edit an own comment', c.UpdateCommentBody, c.CommentResponse],
    ['delete /comments/{id}', 'Delete a comment (admins)'],
  ]),
];
