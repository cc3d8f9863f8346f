import { isProvisionedAddress, SCHOOL_ADDRESS_REFUSALS } from '@modkit/sdk/rules';
import { createOneTimeToken, hashOneTimeToken } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { isUniqueViolation } from '../db/unique-violation';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest } from '../http/http-error';
import { mailTemplates } from '../messaging/mail-templates';

/** How long the claim link works, and a join request waits for the other account's owner. */
const CLAIM_TTL_MS = 24 * 3_600_000;
const JOIN_TTL_MS = 7 * 24 * 3_600_000;

/** The answers of the school-address calls (our texts: the spec has none). */
export const SCHOOL_ADDRESS_MESSAGES = {
  sent: (email: string) =>
    `We sent a link to ${email}. Open it while you are signed in to this account to make the address yours.`,
  noSchoolAddress: SCHOOL_ADDRESS_REFUSALS.noSchoolAddress,
  alreadyOwn: SCHOOL_ADDRESS_REFUSALS.alreadyOwn,
  linkInvalid: SCHOOL_ADDRESS_REFUSALS.linkInvalid,
  own: (email: string) => `${email} is now your account's address.`,
  asked: (email: string) =>
    `${email} already belongs to another modkit account. Sign in to that account and confirm there to join the two accounts.`,
} as const;

/** A claim token's hash binds it to the address it was mailed to: a link for an older address is void. */
const boundHash = (token: string, email: string) => hashOneTimeToken(`${token}\n${email}`);

/** The address an account may claim: its school's, while its own is a placeholder; refuses otherwise. */
function claimable(user: UserRow): string {
  if (!isProvisionedAddress(user.email)) throw badRequest(SCHOOL_ADDRESS_MESSAGES.alreadyOwn);
  if (!user.contact_email) throw badRequest(SCHOOL_ADDRESS_MESSAGES.noSchoolAddress);
  return user.contact_email;
}

/**
 * Mails a single-use link (a day) to the address an LMS's or partner's account was sent, to make it the
 * account's own; a new link voids the older ones. The one mail sent to that address before it is the
 * account's: it says where the address came from and holds the link, nothing about the learner.
 */
export async function mailClaimLink(ctx: ApiContext, user: UserRow): Promise<string> {
  const email = claimable(user);
  const { token } = createOneTimeToken();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_tokens')
      .set({ used_at: new Date(now).toISOString() })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'CLAIM')
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('user_tokens')
      .values({
        user_id: user.id,
        kind: 'CLAIM',
        token_hash: boundHash(token, email),
        expires_at: new Date(now + CLAIM_TTL_MS).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  });
  const link = `${ctx.config.publicUrl}/claim-address?token=${encodeURIComponent(token)}`;
  await ctx.mail.send({
    to: email,
    ...mailTemplates.schoolAddressClaim(ctx.config.publicUrl, link, user.contact_email_source, user.language),
  });
  return SCHOOL_ADDRESS_MESSAGES.sent(email);
}

/**
 * Follows a claim link for the signed-in account (the link alone does nothing: it must be this account's,
 * for the address the account has now, unused and within its day). The address becomes the account's own
 * (`OWN`: mail goes to it from now on, a password can be set through the reset link); when another account
 * has it already, that account's owner is asked to join the two (`ASKED`: a request waiting for them to sign
 * in and confirm on My Profile, a week); nothing is joined by the link.
 */
export async function confirmClaim(
  ctx: ApiContext,
  user: UserRow,
  token: string,
): Promise<{ state: 'OWN' | 'ASKED'; email: string }> {
  const email = user.contact_email;
  if (!token || token.length > 200 || !email || !isProvisionedAddress(user.email))
    throw badRequest(SCHOOL_ADDRESS_MESSAGES.linkInvalid);
  const now = isoNow(ctx.now);
  return ctx.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('user_tokens')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'CLAIM')
      .where('token_hash', '=', boundHash(token, email))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(SCHOOL_ADDRESS_MESSAGES.linkInvalid);
    const other = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!other) {
      await trx
        .updateTable('users')
        .set({ email, verified: 1, updated_at: now })
        .where('id', '=', user.id)
        .execute()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? badRequest(SCHOOL_ADDRESS_MESSAGES.linkInvalid) : error;
        });
      return { state: 'OWN' as const, email };
    }
    await trx.deleteFrom('account_joins').where('from_user_id', '=', user.id).execute();
    await trx
      .insertInto('account_joins')
      .values({
        from_user_id: user.id,
        into_user_id: other.id,
        email,
        created_at: now,
        expires_at: new Date(ctx.now() + JOIN_TTL_MS).toISOString(),
      })
      .execute();
    return { state: 'ASKED' as const, email };
  });
}
