import { isIP } from 'node:net';
import { z } from 'zod';
import { isEmailAddress } from '../http/input/email-address';
import { parseSmsUrl } from '../messaging/sms-url';
import { parseStorageUrl } from '../storage/storage-url';

const url = (protocols: string[], what: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be ${what}`);
const emailAddress = z.string().refine(isEmailAddress, 'must be an e-mail address');
const positiveInt = z.string().regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number');
const flag = z.enum(['true', 'false'], { message: "must be 'true' or 'false'" });
const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * Every environment variable modkit reads, checked once at start (`environmentProblems`): a value that is
 * set must be valid, in any mode; production also needs what development defaults (PUBLIC_URL) and refuses
 * what only development may do.
 */
const ENVIRONMENT = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], {
      message: "must be 'development', 'production' or 'test'",
    }),
    PORT: z
      .string()
      .refine(
        (v) => /^\d{1,5}$/.test(v) && Number(v) > 0 && Number(v) < 65536,
        'must be a port number from 1 to 65535',
      ),
    PUBLIC_URL: url(
      ['http:', 'https:'],
      'the http(s) address users reach modkit at, e.g. https://learn.example.org',
    ),
    DATA_DIR: z.string().min(1, 'must be a folder'),
    DATABASE_URL: url(
      ['postgres:', 'postgresql:'],
      'a PostgreSQL URL, postgres://user:password@host:5432/database',
    ),
    CORS_ORIGINS: z
      .string()
      .refine(
        (v) => v.split(',').every((o) => !o.trim() || /^https?:\/\/[^/\s]+$/.test(o.trim())),
        'must be origins separated by commas, e.g. https://partner.example.org',
      ),
    TEAM_EMAIL: emailAddress,
    ADMIN_EMAIL: emailAddress,
    MAX_UPLOAD_BYTES: positiveInt,
    SIGNUP_LIMIT_PER_IP: positiveInt,
    LOGIN_LIMIT_PER_ACCOUNT: positiveInt,
    SOCIAL_LOGIN_LIMIT_PER_IP: positiveInt,
    LTI_LEARNER_PACKAGE: z.enum(['FREE', 'STARTER', 'PREMIUM', 'ELITE'], {
      message: 'must be FREE, STARTER, PREMIUM or ELITE',
    }),
    PAYMENT_GATEWAY: z.enum(['test', 'stripe', 'none'], { message: "must be 'test', 'stripe' or 'none'" }),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(?:sk|rk)_(?:test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)'),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)"),
    STRIPE_API_URL: url(['http:', 'https:'], 'the http(s) address of the Stripe API (default: Stripe’s)'),
    SEED_DEMO: z.enum(['0', '1'], { message: "must be '0' or '1'" }),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters'),
    TRUST_PROXY: z.string().refine(
      (v) =>
        /^\d{1,2}$/.test(v) ||
        v.split(',').every((part) => {
          const item = part.trim();
          const [address, bits] = item.split('/');
          return (
            ['loopback', 'linklocal', 'uniquelocal'].includes(item) ||
            (isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)))
          );
        }),
      'must be loopback, linklocal, uniquelocal, addresses or CIDRs separated by commas, or a number of hops',
    ),
    PARTNER_TOKEN_TTL_SECONDS: z
      .string()
      .refine(
        (v) => /^\d{2,4}$/.test(v) && Number(v) >= 60 && Number(v) <= 3600,
        'must be seconds from 60 to 3600',
      ),
    SHUTDOWN_DRAIN_MS: z
      .string()
      .refine((v) => /^\d{1,4}$/.test(v) && Number(v) <= 8000, 'must be milliseconds from 0 to 8000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be fatal, error, warn, info, debug, trace or silent',
    }),
    JWT_PRIVATE_JWK: z.string().refine((v) => {
      try {
        const jwk = JSON.parse(v) as { kty?: string; d?: string };
        return jwk.kty === 'EC' && typeof jwk.d === 'string';
      } catch {
        return false;
      }
    }, 'must be an EC private key as JSON (JWK with "d")'),
    VAPID_PUBLIC_KEY: z.string().regex(base64url, 'must be the base64url public key of a VAPID pair'),
    VAPID_PRIVATE_KEY: z.string().regex(base64url, 'must be the base64url private key of a VAPID pair'),
    LTI_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters'),
    BACKUP_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url (43 characters)'),
    LTI_LOGIN_KEY: z.string().min(32, 'must be at least 32 characters (the same on every server)'),
    LTI_REQUIRE_APPROVAL: flag,
    LTI_REGISTRATION_ALLOW_PRIVATE: flag,
    LTI_REGISTRATION_LIMIT_PER_IP: positiveInt,
    RECAPTCHA_SECRET: z.string().min(1),
    RECAPTCHA_SITE_KEY: z
      .string()
      .regex(/^[\w-]{10,100}$/, 'must be the reCAPTCHA site key (the public one)'),
    RECAPTCHA_VERIFY_URL: url(
      ['http:', 'https:'],
      'the http(s) address of a reCAPTCHA siteverify endpoint (default: Google)',
    ),
    SMTP_URL: url(['smtp:', 'smtps:'], 'an SMTP URL, smtp://user:password@host:587 or smtps://…:465'),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address, or a name and <address>',
      ),
    SMS_URL: z.string().superRefine((value, check) => {
      const parsed = parseSmsUrl(value);
      if ('problem' in parsed) check.addIssue({ code: 'custom', message: parsed.problem });
    }),
    GOOGLE_CLIENT_ID: z.string().min(1),
    GOOGLE_ISSUER: url(['http:', 'https:'], 'an http(s) OpenID issuer, e.g. https://accounts.google.com'),
    FACEBOOK_APP_ID: z.string().regex(/^\d{1,32}$/, 'must be the numeric app id of your Facebook app'),
    FACEBOOK_APP_SECRET: z.string().min(1),
    FACEBOOK_GRAPH_URL: url(
      ['http:', 'https:'],
      'the http(s) Graph API base, e.g. https://graph.facebook.com/v21.0',
    ),
    LINKEDIN_CLIENT_ID: z.string().min(1),
    LINKEDIN_CLIENT_SECRET: z.string().min(1),
    LINKEDIN_ISSUER: url(
      ['http:', 'https:'],
      'an http(s) OpenID issuer, e.g. https://www.linkedin.com/oauth',
    ),
    STORAGE_URL: z.string().superRefine((value, check) => {
      const parsed = parseStorageUrl(value);
      if ('problem' in parsed) check.addIssue({ code: 'custom', message: parsed.problem });
    }),
  })
  .partial();

/** The name of every variable `environmentProblems` checks (the deployment files' test holds compose.yaml to it). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(ENVIRONMENT.shape);

/** One line per problem (`NAME: what is wrong`), empty when the environment can start modkit. */
export function environmentProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const set = Object.fromEntries(
    Object.keys(ENVIRONMENT.shape)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const parsed = ENVIRONMENT.safeParse(set);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one pair) or neither');
  }
  if (env.PAYMENT_GATEWAY === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET))
    problems.push('PAYMENT_GATEWAY: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  for (const [id, secret] of [
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  ] as const) {
    if (Boolean(env[id]) !== Boolean(env[secret]))
      problems.push(`${id}, ${secret}: set both (one app) or neither`);
  }
  if (env.NODE_ENV === 'production') {
    if (!env.PUBLIC_URL)
      problems.push('PUBLIC_URL: required in production (the https address users reach modkit at)');
    if (!env.SMTP_URL)
      problems.push('SMTP_URL: required in production (verification, password-reset and invitation mail)');
    if (!env.RECAPTCHA_SECRET)
      problems.push(
        'RECAPTCHA_SECRET: required in production (signup and enquiry forms are checked with reCAPTCHA)',
      );
    if (!env.RECAPTCHA_SITE_KEY)
      problems.push(
        'RECAPTCHA_SITE_KEY: required in production (the forms show the reCAPTCHA checkbox with it)',
      );
    if (env.RECAPTCHA_VERIFY_URL?.startsWith('http:'))
      problems.push(
        'RECAPTCHA_VERIFY_URL: must be https in production (a local test double never runs there)',
      );
    for (const name of ['GOOGLE_ISSUER', 'FACEBOOK_GRAPH_URL', 'LINKEDIN_ISSUER'] as const)
      if (env[name]?.startsWith('http:'))
        problems.push(`${name}: must be https in production (a local test provider never runs there)`);
    const sms = env.SMS_URL ? parseSmsUrl(env.SMS_URL) : null;
    if (sms && 'location' in sms && sms.location.local)
      problems.push('SMS_URL: a server on this machine (a test double) never sends texts in production');
    if (env.PAYMENT_GATEWAY === 'test')
      problems.push('PAYMENT_GATEWAY: the test gateway never runs in production');
    if (env.SEED_DEMO === '1')
      problems.push('SEED_DEMO: demo accounts with a published password never run in production');
    if (!env.LTI_LOGIN_KEY)
      problems.push(
        'LTI_LOGIN_KEY: required in production (it signs the LMS sign-in state; the same on every server)',
      );
    if (!env.BACKUP_KEY)
      problems.push(
        'BACKUP_KEY: required in production (it encrypts the backups: node deploy/generate-secrets.mjs makes one)',
      );
    if (env.LTI_REGISTRATION_ALLOW_PRIVATE === 'true')
      problems.push(
        'LTI_REGISTRATION_ALLOW_PRIVATE: never in production (registration would reach private addresses)',
      );
  }
  return problems;
}
