import type { Request, Response } from 'express';
import { forbidden } from '../http-error';

export const PARTNER_ORIGIN_MESSAGE = 'This widget token is not valid on this site.';
export const WIDGET_SCOPE_MESSAGE = 'A widget token cannot do this: open modkit to manage your account.';

/**
 * Every operation a partner's widget token may call (`method /path` as the reference writes it): what the
 * widgets do for a learner — read, save progress, rate, like, bookmark, comment, submit a project. Anything
 * else is refused (403): the account (profile, password, push subscriptions), buying, requests and
 * invitations that send mail, mentor tools, administration, and any operation added later until it is
 * listed here. security-widget-scope.test.ts walks every documented operation against this table.
 */
export const WIDGET_TOKEN_OPERATIONS: ReadonlySet<string> = new Set([
  // The learner, as the points badge and the player show them.
  'get /users/profile',
  'get /users/total-points',
  'get /users/notifications',
  'get /users/packages',
  'get /users/my-list',
  'get /users/liked-modules',
  // Reading the catalogue and the learner's modules.
  'get /modules/search',
  'get /modules/auth/{id}',
  'get /modules/my-modules',
  'get /modules/my-modules/{id}',
  'get /modules/my-viewed-modules',
  'get /modules/embed-card-details',
  'get /modules/feature-questions/random',
  'get /modules/{id}/projects',
  'get /recommendation-engine',
  'get /trending-modules',
  'get /careers',
  'get /careers/{id}',
  'get /categories',
  'get /collections',
  'get /collections/{id}',
  'get /certificates',
  'get /projects/my-projects',
  'get /projects/my-projects/{id}',
  // Progress: tabs, views, completion, reflection answers.
  'post /modules/{id}/tabs',
  'patch /modules/{id}/update-view-count',
  'patch /modules/my-modules/{id}/completed_percentage',
  'post /modules/my-modules/{id}/submit-reflection-question',
  // Ratings, likes, bookmarks.
  'post /modules/{id}/rating',
  'post /modules/{id}/like',
  'post /likes/school-project/{id}',
  'post /likes/blog/{id}',
  'get /users/bookmarks',
  'post /users/bookmarks',
  'delete /users/bookmarks/{id}',
  // Comments and project submission.
  'get /comments',
  'post /comments',
  'put /comments/{id}',
  'post /projects/{id}/submit',
  // Writes queued offline, sent together (each write checked as its own request).
  'post /writes/batch',
]);

/** The documented operation a request was routed to (`method /path`), set by the route mounter. */
export function operationOf(res: Response): string | undefined {
  const operation = res.locals.operation;
  return typeof operation === 'string' ? operation : undefined;
}

/**
 * The origin of a browser's request: its `Origin` header, or — for a same-origin request, whose GETs
 * browsers send without one — this server's own origin (`Sec-Fetch-Site: same-origin`). Undefined for a
 * request no browser page sent (curl, a server).
 */
function requestOrigin(req: Request, ownOrigin: string): string | undefined {
  const origin = req.headers.origin;
  if (origin) return origin;
  return req.headers['sec-fetch-site'] === 'same-origin' ? ownOrigin : undefined;
}

/**
 * Checks a partner's widget token on a request: it must come from a page on one of the partner's origins
 * (a request without an Origin — curl, a server holding a leaked token — is refused), and call one of the
 * operations of WIDGET_TOKEN_OPERATIONS (`operation` undefined: an undocumented route, refused).
 */
export function assertWidgetScope(
  req: Request,
  operation: string | undefined,
  partner: { origins: string[]; ownOrigin: string },
): void {
  const origin = requestOrigin(req, partner.ownOrigin);
  if (!origin || !partner.origins.includes(origin)) throw forbidden(PARTNER_ORIGIN_MESSAGE);
  if (!operation || !WIDGET_TOKEN_OPERATIONS.has(operation)) throw forbidden(WIDGET_SCOPE_MESSAGE);
}
