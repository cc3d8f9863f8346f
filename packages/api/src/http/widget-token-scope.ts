import type { Request } from 'express';
import { forbidden } from './http-error';

export const PARTNER_ORIGIN_MESSAGE = 'This widget token is not valid on this site.';
export const WIDGET_SCOPE_MESSAGE = 'A widget token cannot do this: open modkit to manage your account.';

/**
 * What a partner's widget token may not do (its user's account is the partner's to manage): change the
 * password or the profile, buy or pay. Method `*` is any method.
 */
const ACCOUNT_ACTIONS: Array<[string, RegExp]> = [
  ['PATCH', /^\/users\/change-password\/?$/],
  ['PATCH', /^\/users\/profile\/?$/],
  ['*', /^\/orders(?:\/|$)/],
  ['*', /^\/payments(?:\/|$)/],
];

/**
 * Checks a partner's widget token on a request: sent from a browser, it must come from one of the
 * partner's origins (a server-side call has no Origin); and it may not do the account actions above.
 */
export function assertWidgetScope(req: Request, origins: string[]): void {
  const origin = req.headers.origin;
  if (origin && !origins.includes(origin)) throw forbidden(PARTNER_ORIGIN_MESSAGE);
  const path = req.path;
  if (
    ACCOUNT_ACTIONS.some(
      ([method, pattern]) => (method === '*' || method === req.method) && pattern.test(path),
    )
  )
    throw forbidden(WIDGET_SCOPE_MESSAGE);
}
