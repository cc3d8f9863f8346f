import type { Selectable } from 'kysely';
import type { ApiContext } from '../config/context';
import type { UsersTable } from '../db/schema';
import { type AccessClaims, signSessionToken, verifyAccessToken } from './tokens';

type UserRow = Selectable<UsersTable>;

/**
 * The user of a bearer token and its claims, or null: a bad signature or expiry, a revoked jti (logout), a
 * token older than the user's last password change or reset (token_version), a deleted user, or a widget
 * token of a partner that was disabled or whose key was rotated since. Every route that reads a token goes
 * through here.
 */
export async function userOfToken(
  ctx: ApiContext,
  token: string | undefined,
): Promise<{ user: UserRow; claims: AccessClaims } | null> {
  const claims = token ? await verifyAccessToken(ctx.signingKey, token) : null;
  if (!claims) return null;
  const user = await userOfSession(ctx, claims);
  return user ? { user, claims } : null;
}

/**
 * The user of a session that still stands (its claims as a verified token or a file link carry them), or
 * null: its jti revoked (logout), a password change or reset since (token_version), the user gone, or a
 * widget token's partner disabled or its key rotated. The session's user as last found valid comes from the
 * token cache (auth/token-cache.ts), which every revocation reaches on every server; else one query for the
 * user and the revocation of this jti (then kept until a revocation comes).
 */
export async function userOfSession(
  ctx: ApiContext,
  claims: Pick<AccessClaims, 'userId' | 'jti' | 'tokenVersion' | 'partnerId' | 'partnerKeyGeneration'>,
): Promise<UserRow | null> {
  const user = await ctx.tokens.user(claims.jti, claims.userId, () => readSession(ctx, claims));
  if (!user) return null;
  if (user.token_version !== claims.tokenVersion) return null;
  // A partner's widget token works while its partner is active and its key is the one it was minted with.
  if (claims.partnerId !== undefined) {
    const partner = await ctx.partners.active(claims.partnerId);
    if (!partner || partner.key_generation !== claims.partnerKeyGeneration) return null;
  }
  return user;
}

/** The token's user, unless the token was revoked (logout) or the user is gone. */
async function readSession(
  ctx: ApiContext,
  claims: Pick<AccessClaims, 'userId' | 'jti'>,
): Promise<UserRow | null> {
  const found = await userAndRevocation(ctx, claims.userId, claims.jti);
  return found && !found.revoked ? found.user : null;
}

/**
 * The session a token stands for: its user, its id (jti), the user's token version it was signed at, and
 * when it expires.
 */
export interface TokenSession {
  userId: number;
  jti: string;
  tokenVersion: number;
  expiresAt: Date;
}

/**
 * Whether a session still stands, read now: its user exists, it was not logged out (its jti revoked), and no
 * password change or reset came since it was signed (the token version). What a hand-off code checks when
 * it is exchanged, after the token that asked for it may have ended.
 */
export async function sessionIsLive(ctx: ApiContext, session: TokenSession): Promise<boolean> {
  if (session.expiresAt.getTime() <= ctx.now()) return false;
  const found = await userAndRevocation(ctx, session.userId, session.jti);
  return !!found && !found.revoked && found.user.token_version === session.tokenVersion;
}

/**
 * A token of a live session for the app (a hand-off): the session's own id and expiry, so that its logout,
 * or a password change, ends what was handed over too; null when the session has ended.
 */
export async function handOverSession(ctx: ApiContext, session: TokenSession): Promise<string | null> {
  if (!(await sessionIsLive(ctx, session))) return null;
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'token_version'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  return user ? signSessionToken(ctx.signingKey, user, session) : null;
}

/** One query for the user and the revocation of a token id (every signed-in request pays for it). */
async function userAndRevocation(ctx: ApiContext, userId: number, jti: string) {
  const row = await ctx.db
    .selectFrom('users')
    .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.jti', '=', jti))
    .selectAll('users')
    .select('revoked_tokens.jti as revoked_jti')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { revoked_jti, ...user } = row;
  return { user: user as UserRow, revoked: revoked_jti !== null };
}
