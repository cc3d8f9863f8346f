import { hashOneTimeToken } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { mailTemplates } from '../messaging/mail-templates';
import { issueUserToken } from './accounts';

/** The single-use tokens of account recovery: whose a token is, using it up, and the reset mail. */

/** The user a single-use token of a kind belongs to; null when unknown, used or expired. */
export async function tokenOwner(ctx: ApiContext, token: string, kind: 'VERIFY' | 'RESET' | 'ERASE') {
  if (!token || token.length > 200) return null;
  return (
    (await ctx.db
      .selectFrom('user_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashOneTimeToken(token))
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', isoNow(ctx.now))
      .executeTakeFirst()) ?? null
  );
}

/** Marks a token used; false when another request used it first. */
export async function consumeToken(ctx: ApiContext, tokenId: number): Promise<boolean> {
  const used = await ctx.db
    .updateTable('user_tokens')
    .set({ used_at: isoNow(ctx.now) })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Issues a password reset token and mails its link, in the user's language. */
export async function sendResetMail(
  ctx: ApiContext,
  user: { id: number; email: string; language: string | null },
): Promise<void> {
  const token = await issueUserToken(ctx.db, user.id, 'RESET', ctx.now());
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mail.send({
    to: user.email,
    ...mailTemplates.passwordReset(ctx.config.publicUrl, link, user.language),
  });
}
