import { formatPhone, isValid, splitPhone, validateInvite } from '@modkit/sdk/rules';
import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest, validationError } from '../http/http-error';
import { mailTemplates } from '../messaging/mail-templates';
import { e164Of, type SmsSender } from '../messaging/sms';
import { smsTemplates } from '../messaging/sms-templates';
import { invitationOf } from './invitation-link';

/** A mentor inviting a learner: the form read, one invite spent, the link mailed and texted. */

/** Who an invite form addresses: its body as validated, and the phone in the stored form (or null). */
export function inviteeOf(sent: Record<string, unknown>) {
  // The SDK sends the phone as code-number (part 2 §5): validate its number against its code.
  const parts = typeof sent.phone === 'string' ? splitPhone(sent.phone.trim()) : null;
  const body = parts?.code
    ? { ...sent, phone: parts.number, country_code: sent.country_code || parts.code }
    : sent;
  const errors = validateInvite(body);
  if (!isValid(errors)) throw validationError(errors);
  const phone =
    typeof body.phone === 'string' && body.phone.trim()
      ? formatPhone(String(body.country_code), body.phone)
      : null;
  return { email: body.email, phone };
}

/** Spends one of the mentor's invites (refused with `none` when none are left); the invitation link. */
export async function spendInvite(ctx: ApiContext, mentor: UserRow, none: string): Promise<string> {
  if (mentor.max_invites <= 0) throw badRequest(none);
  const { link } = await invitationOf(ctx, mentor.id);
  const spent = await ctx.db
    .updateTable('users')
    .set((eb) => ({ max_invites: eb('max_invites', '-', 1) }))
    .where('id', '=', mentor.id)
    .where('max_invites', '>', 0)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw badRequest(none);
  return link;
}

/**
 * The language of an invitee who already has an account (by e-mail, else by phone): their saved one; null
 * for anyone else (the invitation is then English).
 */
async function inviteeLanguage(
  ctx: ApiContext,
  email: string | null,
  phone: string | null,
): Promise<string | null> {
  if (!email && !phone) return null;
  const known = await ctx.db
    .selectFrom('users')
    .select(['email', 'language'])
    .where((eb) =>
      eb.or([...(email ? [eb('email', '=', email)] : []), ...(phone ? [eb('phone', '=', phone)] : [])]),
    )
    .execute();
  return (known.find((user) => user.email === email) ?? known[0])?.language ?? null;
}

/**
 * Sends the invitation, in the invitee's language when they have an account: mailed to an e-mail; texted to a phone when SMS_URL names an SMS API (`sms`). Whether
 * the text went out (false without an SMS API or when it failed, with `onTextFailed` told why).
 */
export async function sendInvitation(
  ctx: ApiContext,
  sms: SmsSender | null,
  mentor: UserRow,
  to: { email: unknown; phone: string | null },
  link: string,
  onTextFailed: (reason: unknown) => void,
): Promise<boolean> {
  const mentorName = `${mentor.first_name} ${mentor.last_name}`;
  const email = typeof to.email === 'string' && to.email.trim() ? to.email.trim().toLowerCase() : null;
  const language = await inviteeLanguage(ctx, email, to.phone);
  if (email) {
    await ctx.mail.send({
      to: email,
      ...mailTemplates.invitation(ctx.config.publicUrl, mentorName, link, language),
    });
  }
  const number = to.phone ? e164Of(to.phone) : null;
  if (!sms || !number) return false;
  const outcome = await sms.send(number, smsTemplates.invitation(mentorName, link, language));
  if (!outcome.sent) onTextFailed(outcome.reason);
  return outcome.sent;
}
