/** Forgot and reset password, verify account and resend the verification link. */
import {
  isValidEmail,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_ERROR_DIALOG_TITLE,
  validateForgotPassword,
  validateResetPassword,
} from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { currentUser } from '../http/guards/authenticate';
import { assertValid, badRequest, validationError } from '../http/http-error';
import { issueUserToken, normalizeEmail, sendVerificationMail, setPasswordAndRevokeTokens } from './accounts';
import { consumeToken, sendResetMail, tokenOwner } from './recovery-tokens';

const RESET_SENT = 'If an account exists for this e-mail, a password reset link has been sent.';
const RESET_INVALID = 'This password reset link is invalid or has expired.';
const VERIFY_INVALID = 'This verification link is invalid or has expired.';
const VERIFICATION_SENT = SUCCESS_MESSAGES.verificationSent;
const ALREADY_VERIFIED = 'Your email address is already verified.';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const forgotPassword =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    assertValid(validateForgotPassword(req.body ?? {}));
    const email = normalizeEmail(str(req.body.email));
    if (!isValidEmail(email)) throw validationError({ email: SIGNUP_MESSAGES.emailPattern });
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'email', 'language'])
      .where('email', '=', email)
      .executeTakeFirst();
    // Known or not, the answer comes after the same work (one lookup) with the same body: the token
    // and the mail of a known address are made after answering, so time tells nothing either.
    if (user) ctx.background.run(() => sendResetMail(ctx, user));
    res.json({ data: null, message: RESET_SENT });
  };

export const resetPassword =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    assertValid(validateResetPassword(req.body ?? {}), VALIDATION_ERROR_DIALOG_TITLE);
    const token = await tokenOwner(ctx, str(req.params.token), 'RESET');
    if (!token) throw badRequest(RESET_INVALID);
    if (!(await consumeToken(ctx, token.id))) throw badRequest(RESET_INVALID);
    // Whoever held the account's tokens (a lost device, a thief) is signed out everywhere.
    await setPasswordAndRevokeTokens(ctx, token.user_id, str(req.body.password));
    res.json({ data: null, message: PASSWORD_MESSAGES.changed });
  };

export const verifyAccount =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const email = normalizeEmail(str(req.body?.email));
    const token = await tokenOwner(ctx, str(req.body?.activationToken), 'VERIFY');
    const user = token
      ? await ctx.db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', token.user_id)
          .executeTakeFirst()
      : undefined;
    if (!token || !user || user.email !== email || !(await consumeToken(ctx, token.id)))
      throw badRequest(VERIFY_INVALID);
    await ctx.db
      .updateTable('users')
      .set({ verified: 1, updated_at: isoNow(ctx.now) })
      .where('id', '=', user.id)
      .execute();
    res.json({ data: { verified: true }, message: 'Your e-mail address is verified.' });
  };

export const resendVerification =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    const user = currentUser(res);
    if (user.verified === 1) throw badRequest(ALREADY_VERIFIED);
    const token = await issueUserToken(ctx.db, user.id, 'VERIFY', ctx.now());
    await sendVerificationMail(ctx, user.email, token, user.language);
    res.json({ data: null, message: VERIFICATION_SENT });
  };
