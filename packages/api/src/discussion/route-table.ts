import type { ApiContext } from '../config/context';
import type { RouteTable } from '../http/route-table';
import * as comments from './comments-routes';

/** The discussion under modules. */
export const discussionRoutes = (ctx: ApiContext): RouteTable => ({
  'get /comments': comments.listComments(ctx),
  'post /comments': comments.postComment(ctx),
  'put /comments/{id}': comments.editComment(ctx),
  'delete /comments/{id}': comments.removeComment(ctx),
});
