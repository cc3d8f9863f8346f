import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { settleRevocations } from '../auth/revocations';
import { createOneTimeToken } from '../auth/tokens';
import { fullGrant, grantPackage } from '../commerce/grant-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { Database } from '../db/schema';
import { validationError } from '../http/http-error';
import { mailTemplates } from '../messaging/mail-templates';

export const EMAIL_TAKEN = 'The email has already been taken.';
/** A new mentor's allowance until an administrator grants more (-1 would be unlimited). */
const NEW_MENTOR_ALLOWED_MODULES = 5;
const NEW_MENTOR_INVITES = 10;
const VERIFY_TTL_MS = 7 * 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;

export interface NewAccount {
  email: string;
  /** null: no password (a social login's account; a reset link can set one later). */
  password: string | null;
  first_name: string;
  last_name: string;
  role: 'STUDENT' | 'MENTOR';
  phone?: string | null;
  country_code?: string | null;
  where_do_you_here_about_us?: string | null;
  /** The language the signup says (validated); null: not chosen. */
  language?: string | null;
  /**
   * The outside identity the account is found by from now on (a social login: `lti_identities`, as LMS and
   * partner users are): its e-mail is the provider's verified one, so the account starts verified.
   */
  identity?: { issuer: string; subject: string };
  /** The address was proved by a sign-up link from its mail (POST /auth/email-link): the account starts verified. */
  verified?: boolean;
}

/** Looks a user up by e-mail, case-insensitively (addresses are stored lower-cased). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Stores a new password hash and raises the user's token_version in one statement: every bearer token
 * signed before (other devices, a thief's copy) is refused from then on. Returns what a fresh token needs.
 */
export async function setPasswordAndRevokeTokens(ctx: ApiContext, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  const changed = await ctx.db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: isoNow(ctx.now),
    }))
    .where('id', '=', userId)
    .returning(['id', 'role', 'token_version'])
    .executeTakeFirstOrThrow();
  // The older tokens are refused on every server before the answer.
  await settleRevocations(ctx);
  return changed;
}

/**
 * Issues a single-use token of a kind (VERIFY, RESET, ERASE: an account deletion's confirmation) and
 * returns the secret to mail. A new reset or deletion token invalidates the user's older unused ones of
 * its kind (only the newest link works); both work an hour.
 */
export async function issueUserToken(
  db: ApiContext['db'] | Transaction<Database>,
  userId: number,
  kind: 'VERIFY' | 'RESET' | 'ERASE',
  now: number,
  ttlMs = kind === 'VERIFY' ? VERIFY_TTL_MS : RESET_TTL_MS,
): Promise<string> {
  const { token, hash } = createOneTimeToken();
  if (kind !== 'VERIFY') {
    await db
      .updateTable('user_tokens')
      .set({ used_at: new Date(now).toISOString() })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      kind,
      token_hash: hash,
      expires_at: new Date(now + ttlMs).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** The verification e-mail (link to the app's verify-account page), in the user's language. */
export async function sendVerificationMail(
  ctx: ApiContext,
  email: string,
  token: string,
  language: string | null,
): Promise<void> {
  const link = `${ctx.config.publicUrl}/verify-account?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await ctx.mail.send({ to: email, ...mailTemplates.verification(ctx.config.publicUrl, link, language) });
}

/**
 * Creates a learner or mentor in one transaction: learners start on the FREE package; mentors get a
 * small module allowance and invites; an outside identity is recorded with it. Returns the new user's id and
 * the verification secret (unused for a verified social account).
 */
export async function createAccount(
  ctx: ApiContext,
  account: NewAccount,
): Promise<{ id: number; verifyToken: string }> {
  const email = normalizeEmail(account.email);
  const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw validationError({ email: EMAIL_TAKEN });
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  const nowMs = ctx.now();
  const now = isoNow(ctx.now);
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        first_name: account.first_name.trim(),
        last_name: account.last_name.trim(),
        phone: account.phone ?? null,
        country_code: account.country_code ?? null,
        role: account.role,
        status: 'ACTIVE',
        verified: account.identity || account.verified ? 1 : 0,
        where_do_you_here_about_us: account.where_do_you_here_about_us ?? null,
        language: account.language || null,
        allowed_modules: account.role === 'MENTOR' ? NEW_MENTOR_ALLOWED_MODULES : -1,
        max_invites: account.role === 'MENTOR' ? NEW_MENTOR_INVITES : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two signups racing for one address: the unique index decides.
        if (String(error).toLowerCase().includes('unique')) throw validationError({ email: EMAIL_TAKEN });
        throw error;
      });
    if (account.role === 'STUDENT') {
      const free = await trx.selectFrom('packages').selectAll().where('name', '=', 'FREE').executeTakeFirst();
      if (free) {
        await grantPackage(trx, fullGrant(user.id, free, now));
      }
    }
    if (account.identity) {
      await trx
        .insertInto('lti_identities')
        .values({ ...account.identity, user_id: user.id, created_at: now })
        .execute();
    }
    const verifyToken = await issueUserToken(trx, user.id, 'VERIFY', nowMs);
    return { id: user.id, verifyToken };
  });
}
