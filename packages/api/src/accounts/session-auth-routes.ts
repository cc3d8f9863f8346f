/** Signup, login, instant signup, social login and logout (part 1 §7 Auth). */
import { LoginBody, SocialLoginBody, type SocialProvider } from '@modkit/sdk/contract';
import {
  type FieldMessages,
  INSTANT_SIGNUP_LAST_NAME,
  isRoleAllowed,
  normalizeCountryCode,
  validateInstantSignup,
  validateLogin,
  validateSignup,
} from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import { verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../config/context';
import { currentToken, currentUser, INACTIVE_MESSAGE, type UserRow } from '../http/guards/authenticate';
import { assertValid, badRequest, forbidden, validationError } from '../http/http-error';
import { incomingDirFor, multipart } from '../http/input/uploads';
import { parseWith } from '../http/input/validate';
import { createAccount, type NewAccount, normalizeEmail, sendVerificationMail } from './accounts';
import { assertCaptcha } from './captcha';
import { SIGN_UP_LINK_INVALID, useEmailLink } from './email-links';
import { signIn, signOut, userById } from './sign-in';
import { socialUser } from './social/social-accounts';
import { SOCIAL_MESSAGES } from './social/social-errors';
import type { SocialLogins } from './social/social-providers';

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const SOCIAL_NOT_CONFIGURED = SOCIAL_MESSAGES.notConfigured;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const machineId = (value: unknown) => str(value).trim().slice(0, 100) || 'unknown';

/** The multipart body of a signup: its fields only, no files. */
export const signupForm = (ctx: ApiContext) =>
  multipart(incomingDirFor(ctx.config.dataDir), { fields: 30, fieldSize: 8 * 1024 });

/** Mails the new account's verification link (unless its address is proved already) and signs it in (201). */
async function welcome(ctx: ApiContext, account: { id: number; verifyToken: string }, machine: unknown) {
  const user = await userById(ctx, account.id);
  if (!user.verified) await sendVerificationMail(ctx, user.email, account.verifyToken, user.language);
  return signIn(ctx, user, machineId(machine));
}

/**
 * The captcha, or in its place a sign-up link's token (`email_token`, mailed by POST /auth/email-link to the
 * form's address: the way in without a puzzle). True when the link proved the address.
 */
async function assertHuman(ctx: ApiContext, body: Record<string, unknown>, ip: string | undefined) {
  const emailToken = str(body.email_token).trim();
  if (!emailToken) {
    await assertCaptcha(ctx.config, body.recaptchaResponse, ip);
    return false;
  }
  if (!(await useEmailLink(ctx, emailToken, 'SIGN_UP', normalizeEmail(str(body.email)))))
    throw validationError({ email_token: SIGN_UP_LINK_INVALID });
  return true;
}

/**
 * A signup form's handler: the form checked (its fields, then the captcha or the sign-up link), the account
 * made from it, welcomed.
 */
const signupWith =
  (
    validate: (body: Record<string, unknown>) => FieldMessages,
    accountOf: (body: Record<string, unknown>) => NewAccount,
  ) =>
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const body = req.body ?? {};
    assertValid(validate(body));
    const verified = await assertHuman(ctx, body, req.ip);
    const account = await createAccount(ctx, { ...accountOf(body), verified });
    res.status(201).json(await welcome(ctx, account, body.machine_id));
  };

export const signup = signupWith(validateSignup, (body) => {
  const status = str(body.status).toUpperCase() === 'MENTOR' ? 'MENTOR' : 'STUDENT';
  const code = normalizeCountryCode(str(body.country_code));
  const phone = str(body.phone).replace(/\D/g, '');
  return {
    email: str(body.email),
    password: str(body.password),
    first_name: str(body.first_name),
    last_name: str(body.last_name),
    role: status,
    phone: phone ? `${code}-${phone}` : null,
    country_code: code || null,
    where_do_you_here_about_us: str(body.where_do_you_here_about_us).slice(0, 40) || null,
    language: str(body.language) || null,
  };
});

export const instantSignup = signupWith(validateInstantSignup, (body) => ({
  email: str(body.email),
  password: str(body.password),
  first_name: str(body.first_name),
  last_name: str(body.last_name) || INSTANT_SIGNUP_LAST_NAME,
  role: 'STUDENT',
  language: str(body.language) || null,
}));

/** Refuses an inactive account, or one whose role may not sign in here. */
export function assertMaySignIn(user: UserRow): void {
  if (user.status === 'INACTIVE') throw badRequest(INACTIVE_MESSAGE);
  if (!isRoleAllowed(user.role)) throw forbidden();
}

export const login =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const body = req.body ?? {};
    assertValid(validateLogin(body));
    parseWith(LoginBody, body);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', normalizeEmail(str(body.email)))
      .executeTakeFirst();
    // The hash check runs even for unknown addresses so timing does not reveal which exist.
    const ok = await verifyPassword(str(body.password), user?.password_hash ?? 'scrypt$32768$8$1$AAAA$AAAA');
    if (!user || !ok) throw badRequest(BAD_CREDENTIALS);
    assertMaySignIn(user);
    res.json(await signIn(ctx, user, machineId(body.machine_id)));
  };

export const listProviders =
  (ctx: ApiContext, social: SocialLogins): RequestHandler =>
  async (_req, res) => {
    res.json({
      data: await social.list(),
      meta: { recaptcha_site_key: ctx.config.recaptchaSiteKey ?? null },
    });
  };

export const socialLogin =
  (ctx: ApiContext, social: SocialLogins, provider: SocialProvider): RequestHandler =>
  async (req, res) => {
    const verifier = social.verifier(provider);
    if (!verifier) throw badRequest(SOCIAL_NOT_CONFIGURED);
    const body = parseWith(SocialLoginBody, req.body ?? {});
    const profile = await verifier.verify(body.accessToken.trim());
    const { user, created } = await socialUser(ctx, profile, body.role === 'MENTOR' ? 'MENTOR' : 'STUDENT');
    assertMaySignIn(user);
    res.status(created ? 201 : 200).json(await signIn(ctx, user, machineId(body.machine_id)));
  };

export const logout =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    await signOut(ctx, user.id, currentToken(res), machineId(req.body?.machine_id));
    res.json({ data: null, message: 'Logged out.' });
  };
