import { settleRevocations } from '../auth/revocations';
import { signAccessToken } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { toSessionUser } from './session-user';

/** A user by id (who must exist). */
export const userById = (ctx: ApiContext, id: number): Promise<UserRow> =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Records a login on a machine; answers the session body: the user and a fresh token. */
export async function signIn(ctx: ApiContext, user: UserRow, machine: string) {
  await ctx.db
    .insertInto('user_logins')
    .values({ user_id: user.id, machine_id: machine, logged_in_at: isoNow(ctx.now), logged_out_at: null })
    .execute();
  return {
    data: await toSessionUser(ctx, user),
    meta: { token: await signAccessToken(ctx.signingKey, user) },
  };
}

/**
 * Logs a token out: it is revoked until it expires, the machine's open login is closed, and revocations
 * past their expiry are dropped.
 */
export async function signOut(
  ctx: ApiContext,
  userId: number,
  token: { jti: string; expiresAt: Date },
  machine: string,
): Promise<void> {
  const now = isoNow(ctx.now);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('revoked_tokens')
      .values({ jti: token.jti, expires_at: token.expiresAt.toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    await trx
      .updateTable('user_logins')
      .set({ logged_out_at: now })
      .where('user_id', '=', userId)
      .where('machine_id', '=', machine)
      .where('logged_out_at', 'is', null)
      .execute();
    await trx.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  });
  // The token is refused on every server before the answer.
  await settleRevocations(ctx);
}
