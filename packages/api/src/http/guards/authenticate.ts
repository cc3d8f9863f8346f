import { ACCOUNT_INACTIVE_MESSAGE } from '@modkit/sdk/rules';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Selectable } from 'kysely';
import { originsOf } from '../../auth/partners';
import { userOfToken } from '../../auth/token-user';
import type { AccessClaims } from '../../auth/tokens';
import type { ApiContext } from '../../config/context';
import type { UsersTable } from '../../db/schema';
import { badRequest, forbidden, unauthorized } from '../http-error';
import { assertWidgetScope, operationOf } from './widget-token-scope';

export type UserRow = Selectable<UsersTable>;

export const INACTIVE_MESSAGE = ACCOUNT_INACTIVE_MESSAGE;

interface AuthLocals {
  user: UserRow;
  claims: AccessClaims;
}

/** The signed-in user of a request that passed `requireAuth`. */
export function currentUser(res: Response): UserRow {
  const auth = res.locals.auth as AuthLocals | undefined;
  if (!auth) throw unauthorized();
  return auth.user;
}

export function currentToken(res: Response): { jti: string; expiresAt: Date } {
  const auth = res.locals.auth as AuthLocals | undefined;
  if (!auth) throw unauthorized();
  return { jti: auth.claims.jti, expiresAt: auth.claims.expiresAt };
}

/**
 * The signed-in user of a request that passed `requireAuth` and the session (token claims) it came with:
 * whom a private file's link is made for, and what it dies with (storage/file-links.ts).
 */
export function currentReader(res: Response): { user: UserRow; session: AccessClaims } {
  const auth = res.locals.auth as AuthLocals | undefined;
  if (!auth) throw unauthorized();
  return { user: auth.user, session: auth.claims };
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * 401 'Unauthorized' without a valid, unrevoked token; 400 'Your account is Inactive.' for inactive users; 403
 * for a partner's widget token off its partner's origins or on an operation widgets do not use.
 */
export function requireAuth(ctx: ApiContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const found = await userOfToken(ctx, bearer(req));
    if (!found) throw unauthorized();
    const { user, claims } = found;
    if (user.status === 'INACTIVE') throw badRequest(INACTIVE_MESSAGE);
    if (claims.partnerId !== undefined) {
      const partner = await ctx.partners.active(claims.partnerId);
      assertWidgetScope(req, operationOf(res), {
        origins: partner ? originsOf(partner) : [],
        ownOrigin: new URL(ctx.config.publicUrl).origin,
      });
    }
    res.locals.auth = { user, claims } satisfies AuthLocals;
    next();
  };
}

/** Like `requireAuth`, but lets anonymous requests through (res.locals.auth stays unset). */
export function optionalAuth(ctx: ApiContext): RequestHandler {
  const strict = requireAuth(ctx);
  return async (req, res, next) => {
    if (!bearer(req)) return next();
    return strict(req, res, next);
  };
}

/** 403 'Forbidden' unless the signed-in user has one of the roles. */
export function requireRole(...roles: string[]): RequestHandler {
  return (_req, res, next) => {
    if (!roles.includes(currentUser(res).role)) throw forbidden();
    next();
  };
}
