import { LoginBody, SocialLoginBody } from '@modkit/sdk/contract';
import {
  INSTANT_SIGNUP_LAST_NAME,
  isRoleAllowed,
  normalizeCountryCode,
  validateInstantSignup,
  validateLogin,
  validateSignup,
} from '@modkit/sdk/rules';
import type { Router } from 'express';
import { verifyPassword } from '../auth/passwords';
import { signAccessToken } from '../auth/tokens';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentToken, currentUser, INACTIVE_MESSAGE, requireAuth, type UserRow } from '../http/authenticate';
import { assertValid, badRequest, forbidden } from '../http/http-error';
import { credentialAttempts, signupAttempts } from '../http/rate-limits';
import { incomingDirFor, multipart } from '../http/uploads';
import { parseWith } from '../http/validate';
import { toSessionUser } from '../serializers/session-user';
import { createAccount, normalizeEmail, sendVerificationMail } from '../services/accounts';
import { assertCaptcha } from '../services/captcha';
import { socialUser } from '../services/social/social-accounts';
import { SOCIAL_MESSAGES } from '../services/social/social-errors';
import { SOCIAL_PROVIDERS, socialLoginsFor } from '../services/social/social-providers';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const SOCIAL_NOT_CONFIGURED = SOCIAL_MESSAGES.notConfigured;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const machineId = (value: unknown) => str(value).trim().slice(0, 100) || 'unknown';

/** Signup, login, instant signup, social login and logout (part 1 §7 Auth). */
export function registerSessionAuthRoutes(router: Router, ctx: ApiContext): void {
  const fieldsOnly = multipart(incomingDirFor(ctx.config.dataDir), { fields: 30, fieldSize: 8 * 1024 });

  const signIn = async (user: UserRow, machine: string) => {
    await ctx.db
      .insertInto('user_logins')
      .values({ user_id: user.id, machine_id: machine, logged_in_at: isoNow(ctx.now), logged_out_at: null })
      .execute();
    return {
      data: await toSessionUser(ctx, user),
      meta: { token: await signAccessToken(ctx.signingKey, user) },
    };
  };
  const userById = (id: number) =>
    ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const signups = signupAttempts(ctx);
  router.post('/auth/signup', signups, fieldsOnly, async (req, res) => {
    const body = req.body ?? {};
    assertValid(validateSignup(body));
    await assertCaptcha(ctx.config, body.recaptchaResponse, req.ip);
    const status = str(body.status).toUpperCase() === 'MENTOR' ? 'MENTOR' : 'STUDENT';
    const code = normalizeCountryCode(str(body.country_code));
    const phone = str(body.phone).replace(/\D/g, '');
    const { id, verifyToken } = await createAccount(ctx, {
      email: str(body.email),
      password: str(body.password),
      first_name: str(body.first_name),
      last_name: str(body.last_name),
      role: status,
      phone: phone ? `${code}-${phone}` : null,
      country_code: code || null,
      where_do_you_here_about_us: str(body.where_do_you_here_about_us).slice(0, 40) || null,
    });
    const user = await userById(id);
    await sendVerificationMail(ctx, user.email, verifyToken);
    res.status(201).json(await signIn(user, machineId(body.machine_id)));
  });

  router.post('/auth/instant-signup', signups, async (req, res) => {
    const body = req.body ?? {};
    assertValid(validateInstantSignup(body));
    await assertCaptcha(ctx.config, body.recaptchaResponse, req.ip);
    const { id, verifyToken } = await createAccount(ctx, {
      email: str(body.email),
      password: str(body.password),
      first_name: str(body.first_name),
      last_name: str(body.last_name) || INSTANT_SIGNUP_LAST_NAME,
      role: 'STUDENT',
    });
    const user = await userById(id);
    await sendVerificationMail(ctx, user.email, verifyToken);
    res.status(201).json(await signIn(user, machineId(body.machine_id)));
  });

  const attempts = credentialAttempts(ctx, 'login');
  router.post('/auth/login', attempts, async (req, res) => {
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
    if (user.status === 'INACTIVE') throw badRequest(INACTIVE_MESSAGE);
    if (!isRoleAllowed(user.role)) throw forbidden();
    res.json(await signIn(user, machineId(body.machine_id)));
  });

  // Social login (part 1 §2.4, §7): the providers SOCIAL settings switch on; the others answer 400.
  const social = socialLoginsFor(ctx.config);
  router.get('/auth/providers', async (_req, res) => {
    res.json({
      data: await social.list(),
      meta: { recaptcha_site_key: ctx.config.recaptchaSiteKey ?? null },
    });
  });
  for (const provider of SOCIAL_PROVIDERS) {
    router.post(`/auth/${provider}`, async (req, res) => {
      const verifier = social.verifier(provider);
      if (!verifier) throw badRequest(SOCIAL_NOT_CONFIGURED);
      const body = parseWith(SocialLoginBody, req.body ?? {});
      const profile = await verifier.verify(body.accessToken.trim());
      const { user, created } = await socialUser(ctx, profile, body.role === 'MENTOR' ? 'MENTOR' : 'STUDENT');
      if (user.status === 'INACTIVE') throw badRequest(INACTIVE_MESSAGE);
      if (!isRoleAllowed(user.role)) throw forbidden();
      res.status(created ? 201 : 200).json(await signIn(user, machineId(body.machine_id)));
    });
  }

  router.post('/auth/logout', requireAuth(ctx), async (req, res) => {
    const user = currentUser(res);
    const { jti, expiresAt } = currentToken(res);
    const now = isoNow(ctx.now);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('revoked_tokens')
        .values({ jti, expires_at: expiresAt.toISOString() })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      await trx
        .updateTable('user_logins')
        .set({ logged_out_at: now })
        .where('user_id', '=', user.id)
        .where('machine_id', '=', machineId(req.body?.machine_id))
        .where('logged_out_at', 'is', null)
        .execute();
      await trx.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
    });
    res.json({ data: null, message: 'Logged out.' });
  });
}
