/** POST /auth/email-link and /auth/email-link/sign-in: a way in with no password and no puzzle (WCAG 3.3.8). */

import { EmailLinkBody, EmailLinkSignInBody } from '@modkit/sdk/contract';
import { isValidEmail, SIGNUP_MESSAGES, validateForgotPassword } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { assertValid, badRequest, validationError } from '../http/http-error';
import { parseWith } from '../http/input/validate';
import { normalizeEmail } from './accounts';
import { EMAIL_LINK_SENT, SIGN_IN_LINK_INVALID, sendEmailLink, useEmailLink } from './email-links';
import { assertMaySignIn } from './session-auth-routes';
import { signIn } from './sign-in';

const machineId = (value: unknown) =>
  (typeof value === 'string' ? value.trim().slice(0, 100) : '') || 'unknown';

/**
 * Mails a sign-in link to an address with an account, a sign-up link to one without. Known or not, the answer
 * comes after the same work (one lookup) with the same body; the link is made and mailed after answering.
 */
export const requestEmailLink =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    assertValid(validateForgotPassword(req.body ?? {}));
    const body = parseWith(EmailLinkBody, req.body ?? {});
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw validationError({ email: SIGNUP_MESSAGES.emailPattern });
    const account = await ctx.db
      .selectFrom('users')
      .select(['id', 'language'])
      .where('email', '=', email)
      .executeTakeFirst();
    ctx.background.run(() => sendEmailLink(ctx, email, account, body.language));
    res.json({ data: null, message: EMAIL_LINK_SENT });
  };

/** Signs in with a sign-in link's token (used once), as the login does: the same answer, the same checks. */
export const signInWithLink =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const body = parseWith(EmailLinkSignInBody, req.body ?? {});
    const email = await useEmailLink(ctx, body.token.trim(), 'SIGN_IN');
    const user = email
      ? await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
      : undefined;
    if (!user) throw badRequest(SIGN_IN_LINK_INVALID);
    assertMaySignIn(user);
    res.json(await signIn(ctx, user, machineId(body.machine_id)));
  };
