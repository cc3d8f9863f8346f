import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { isEmailAddress } from '../http/input/email-address';
import { issueUserToken, normalizeEmail } from './accounts';
import { readyAccount } from './ready-account';

/** A set-password link for an administrator lasts a day (an operator reads it from the start log). */
const ADMIN_LINK_TTL_MS = 24 * 3600 * 1000;
const NOT_AN_ADMIN_ADDRESS = 'This address belongs to an account that is not an administrator.';

/**
 * Production's first administrator: with ADMIN_EMAIL and no administrator yet, creates one (verified, no
 * password) and a one-time set-password link; while that administrator has no password and no live link,
 * a start issues a new link. An address used by a non-administrator is never promoted. `missing`: there is
 * no administrator and no ADMIN_EMAIL to make one.
 */
export async function ensureFirstAdmin(
  ctx: ApiContext,
  email: string | undefined,
): Promise<{ link: string | null; missing: boolean }> {
  const admins = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('role', 'in', ['ADMIN', 'SUPER_ADMIN'])
    .execute();
  const address = email ? normalizeEmail(email) : undefined;
  if (!address) return { link: null, missing: admins.length === 0 };
  let admin = admins.find((a) => a.email === address);
  if (!admin && admins.length === 0) admin = await createAdmin(ctx, address);
  if (!admin || admin.password_hash || (await hasLiveLink(ctx, admin.id)))
    return { link: null, missing: false };
  return { link: await setPasswordLink(ctx, admin.id), missing: false };
}

/**
 * The command-line way (`npm run create-admin -- <email>`): makes the address an administrator's (creating
 * the account when the address is free) and returns a fresh set-password link; older links stop working.
 */
export async function adminLinkFor(ctx: ApiContext, email: string): Promise<string> {
  const address = normalizeEmail(email);
  if (!isEmailAddress(address)) throw new Error(`${email} is not an e-mail address`);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', address)
    .executeTakeFirst();
  if (user && user.role !== 'ADMIN' && user.role !== 'SUPER_ADMIN') throw new Error(NOT_AN_ADMIN_ADDRESS);
  const admin = user ?? (await createAdmin(ctx, address));
  if (!admin) throw new Error(NOT_AN_ADMIN_ADDRESS);
  return setPasswordLink(ctx, admin.id);
}

async function setPasswordLink(ctx: ApiContext, userId: number): Promise<string> {
  const token = await issueUserToken(ctx.db, userId, 'RESET', ctx.now(), ADMIN_LINK_TTL_MS);
  return `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

async function hasLiveLink(ctx: ApiContext, userId: number): Promise<boolean> {
  const live = await ctx.db
    .selectFrom('user_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'RESET')
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow(ctx.now))
    .executeTakeFirst();
  return !!live;
}

async function createAdmin(ctx: ApiContext, email: string) {
  const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) return undefined;
  const now = isoNow(ctx.now);
  return (
    ctx.db
      .insertInto('users')
      .values(
        readyAccount(
          { email, password_hash: null, first_name: 'Administrator', last_name: '', role: 'ADMIN' },
          now,
        ),
      )
      // Another server starting at the same moment may have made them: then theirs is the one.
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email', 'password_hash'])
      .executeTakeFirst()
      .then(
        (made) =>
          made ??
          ctx.db
            .selectFrom('users')
            .select(['id', 'email', 'password_hash'])
            .where('email', '=', email)
            .where('role', '=', 'ADMIN')
            .executeTakeFirst(),
      )
  );
}
