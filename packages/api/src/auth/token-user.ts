import type { ApiContext } from '../context';
import type { UserRow } from '../http/authenticate';
import { type AccessClaims, verifyAccessToken } from './tokens';

/**
 * The user of a bearer token and its claims, or null: a bad signature or expiry, a revoked jti (logout), a
 * token older than the user's last password change or reset (token_version), a deleted user, or a widget
 * token of a partner that was disabled. Every
 * route that reads a token goes through here.
 */
export async function userOfToken(
  ctx: ApiContext,
  token: string | undefined,
): Promise<{ user: UserRow; claims: AccessClaims } | null> {
  const claims = token ? await verifyAccessToken(ctx.signingKey, token) : null;
  if (!claims) return null;
  const [revoked, user] = await Promise.all([
    ctx.db.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti).executeTakeFirst(),
    ctx.db.selectFrom('users').selectAll().where('id', '=', claims.userId).executeTakeFirst(),
  ]);
  if (revoked || !user || user.token_version !== claims.tokenVersion) return null;
  // A partner's widget token works while its partner is active.
  if (claims.partnerId !== undefined && !(await ctx.partners.active(claims.partnerId))) return null;
  return { user, claims };
}
