/**
 * One-time links by e-mail (WCAG 3.3.8 Accessible Authentication): a way in that asks for no password to
 * remember and no puzzle to solve. An address with an account gets a sign-in link (15 minutes); an address with
 * none gets a sign-up link (an hour), whose token stands in for the sign-up form's captcha. Only the token's hash
 * is stored, a link works once, and an address holds at most {@link LIVE_LINKS_PER_ADDRESS} unused links. Each new
 * link first sweeps the expired ones (used or not: neither can be used any more), as the used ID tokens and the
 * revoked tokens are swept, so the table holds only the last hour's links.
 */
import { createOneTimeToken, hashOneTimeToken } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { EmailLinksTable } from '../db/schema';
import { mailTemplates } from '../messaging/mail-templates';

export type EmailLinkPurpose = EmailLinksTable['purpose'];

const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
const SIGN_UP_LINK_TTL_MS = 60 * 60_000;
/** Unused links an address may hold at once: more requests are answered the same, and send nothing. */
export const LIVE_LINKS_PER_ADDRESS = 3;

/** What `POST /auth/email-link` answers, whether the address has an account or not. */
export const EMAIL_LINK_SENT = 'If this e-mail address can be used, a link has been sent to it.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid or has expired.';
export const SIGN_UP_LINK_INVALID = 'This sign-up link is invalid or has expired.';

/** Stores a new link for `email` and returns its token; null when the address already holds enough unused ones. */
async function issueLink(ctx: ApiContext, email: string, purpose: EmailLinkPurpose): Promise<string | null> {
  const now = ctx.now();
  await ctx.db.deleteFrom('email_links').where('expires_at', '<=', new Date(now).toISOString()).execute();
  const live = await ctx.db
    .selectFrom('email_links')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(live.count) >= LIVE_LINKS_PER_ADDRESS) return null;
  const { token, hash } = createOneTimeToken();
  const ttl = purpose === 'SIGN_IN' ? SIGN_IN_LINK_TTL_MS : SIGN_UP_LINK_TTL_MS;
  await ctx.db
    .insertInto('email_links')
    .values({
      token_hash: hash,
      email,
      purpose,
      expires_at: new Date(now + ttl).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Mails the link an address gets: a sign-in link in the account's language when it has one, else a sign-up link
 * in `language` (the app's when it asked). Nothing is sent past the address's limit of unused links.
 */
export async function sendEmailLink(
  ctx: ApiContext,
  email: string,
  account: { language: string | null } | undefined,
  language: string | undefined,
): Promise<void> {
  const purpose: EmailLinkPurpose = account ? 'SIGN_IN' : 'SIGN_UP';
  const token = await issueLink(ctx, email, purpose);
  if (!token) return;
  const { publicUrl } = ctx.config;
  if (account) {
    const link = `${publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
    await ctx.mail.send({ to: email, ...mailTemplates.signInLink(publicUrl, link, account.language) });
  } else {
    const query = new URLSearchParams({ email_token: token, email });
    const link = `${publicUrl}/signup?${query}`;
    await ctx.mail.send({ to: email, ...mailTemplates.signUpLink(publicUrl, link, language ?? null) });
  }
}

/**
 * Uses a link up: the address it was sent to, or null when the token is unknown, of another purpose, used,
 * expired, or (for a sign-up link) sent to another address than `email`. Two requests with one token: one wins.
 */
export async function useEmailLink(
  ctx: ApiContext,
  token: string,
  purpose: EmailLinkPurpose,
  email?: string,
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const link = await ctx.db
    .selectFrom('email_links')
    .select(['id', 'email'])
    .where('token_hash', '=', hashOneTimeToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow(ctx.now))
    .executeTakeFirst();
  if (!link || (email !== undefined && link.email !== email)) return null;
  const used = await ctx.db
    .updateTable('email_links')
    .set({ used_at: isoNow(ctx.now) })
    .where('id', '=', link.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? link.email : null;
}
