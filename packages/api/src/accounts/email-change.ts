import { isValidEmail, SIGNUP_MESSAGES } from '@modkit/sdk/rules';
import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import { validationError } from '../http/http-error';
import { EMAIL_TAKEN, issueUserToken, normalizeEmail, sendVerificationMail } from './accounts';

/**
 * The address a profile save changes the e-mail to (My Profile, part 2 §5): null when the body has no
 * e-mail or the same one (any case). A new address must follow the signup pattern and be nobody else's
 * (422 with the field error, as signup answers).
 */
export async function newEmailOf(ctx: ApiContext, user: UserRow, raw: unknown): Promise<string | null> {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const email = normalizeEmail(raw);
  if (email === user.email) return null;
  if (!isValidEmail(email)) throw validationError({ email: SIGNUP_MESSAGES.emailPattern });
  const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw validationError({ email: EMAIL_TAKEN });
  return email;
}

/** Two saves racing for one address: the unique index decides, with signup's field error. */
export function emailTakenOnConflict(error: unknown): never {
  if (String(error).toLowerCase().includes('unique')) throw validationError({ email: EMAIL_TAKEN });
  throw error;
}

/** A changed address is unverified until its owner opens the link mailed to it (in their language). */
export async function mailNewEmailVerification(
  ctx: ApiContext,
  user: { id: number; language: string | null },
  email: string,
) {
  const token = await issueUserToken(ctx.db, user.id, 'VERIFY', ctx.now());
  await sendVerificationMail(ctx, email, token, user.language);
}
