import type { Selectable } from 'kysely';
import type { ApiContext } from '../config/context';
import type { UsersTable } from '../db/schema';
import { type AccessClaims, verifyAccessToken } from './tokens';

type UserRow = Selectable<UsersTable>;

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
  // One query for the user and the revocation of this token (every signed-in request pays for it).
  const row = await ctx.db
    .selectFrom('users')
    .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.jti', '=', claims.jti))
    .selectAll('users')
    .select('revoked_tokens.jti as revoked_jti')
    .where('users.id', '=', claims.userId)
    .executeTakeFirst();
  if (!row || row.revoked_jti !== null) return null;
  const { revoked_jti: _revoked, ...user } = row;
  if (user.token_version !== claims.tokenVersion) return null;
  // A partner's widget token works while its partner is active.
  if (claims.partnerId !== undefined && !(await ctx.partners.active(claims.partnerId))) return null;
  return { user, claims };
}
