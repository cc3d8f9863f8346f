import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES, environmentProblems } from '../../src/config/environment';

const VALID_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://learn.example.org',
  DATABASE_URL: 'postgres://modkit:secret@db:5432/modkit',
  PORT: '8080',
  METRICS_TOKEN: 'a-long-enough-token',
  SMTP_URL: 'smtp://modkit:secret@mail.example.org:587',
  RECAPTCHA_SECRET: '6Lc-the-secret-of-the-site',
  RECAPTCHA_SITE_KEY: '6Lc-the-public-site-key',
  LTI_LOGIN_KEY: 'the-lti-login-key-of-this-deployment',
  BACKUP_KEY: 'k0S2yQh1pXc9F6n3V8r7T4w5Z2m1L0a9B8d7E6f5G4h',
};

describe('the environment is checked once at start, one line per problem', () => {
  it('accepts development with nothing set, and a complete production', () => {
    expect(environmentProblems({})).toEqual([]);
    for (const TRUST_PROXY of ['uniquelocal', '2', '10.0.0.0/8, 192.168.1.7', 'loopback,uniquelocal'])
      expect(environmentProblems({ TRUST_PROXY })).toEqual([]);
    expect(environmentProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(environmentProblems(VALID_PRODUCTION)).toEqual([]);
    expect(
      environmentProblems({
        ...VALID_PRODUCTION,
        SMS_URL: 'twilio://AC0123:token@api.twilio.com?from=%2B15550001111',
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        FACEBOOK_APP_ID: '1234567890',
        FACEBOOK_APP_SECRET: 'facebook-secret',
        LINKEDIN_CLIENT_ID: '86abc',
        LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      }),
    ).toEqual([]);
    expect(
      environmentProblems({
        ...VALID_PRODUCTION,
        STORAGE_URL:
          's3://modkit-files/prod?endpoint=https://s3.example.org&region=eu-west-3&forcePathStyle=true',
      }),
    ).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a port number from 1 to 65535'],
    [
      { PUBLIC_URL: 'learn.example.org' },
      'PUBLIC_URL: must be the http(s) address users reach modkit at, e.g. https://learn.example.org',
    ],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'DATABASE_URL: must be a PostgreSQL URL, postgres://user:password@host:5432/database',
    ],
    [
      { CORS_ORIGINS: 'https://a.example, not an origin' },
      'CORS_ORIGINS: must be origins separated by commas, e.g. https://partner.example.org',
    ],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ MAX_UPLOAD_BYTES: '-5' }, 'MAX_UPLOAD_BYTES: must be a positive whole number'],
    [{ SOCIAL_LOGIN_LIMIT_PER_IP: 'many' }, 'SOCIAL_LOGIN_LIMIT_PER_IP: must be a positive whole number'],
    [
      { LTI_REGISTRATION_LIMIT_PER_IP: '0' },
      'LTI_REGISTRATION_LIMIT_PER_IP: must be a positive whole number',
    ],
    [{ PAYMENT_GATEWAY: 'stripe-ish' }, "PAYMENT_GATEWAY: must be 'test', 'stripe' or 'none'"],
    [
      { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' },
      'PAYMENT_GATEWAY: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc' },
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_… or sk_test_…)',
    ],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent'],
    [
      { JWT_PRIVATE_JWK: '{"kty":"EC"}' },
      'JWT_PRIVATE_JWK: must be an EC private key as JSON (JWK with "d")',
    ],
    [{ VAPID_PUBLIC_KEY: 'BPk' }, 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one pair) or neither'],
    [{ LTI_REQUIRE_APPROVAL: 'yes' }, "LTI_REQUIRE_APPROVAL: must be 'true' or 'false'"],
    [
      { SMTP_URL: 'mail.example.org:25' },
      'SMTP_URL: must be an SMTP URL, smtp://user:password@host:587 or smtps://…:465',
    ],
    [{ MAIL_FROM: 'modkit' }, 'MAIL_FROM: must be an address, or a name and <address>'],
    [{ FACEBOOK_APP_ID: '123' }, 'FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: set both (one app) or neither'],
    [
      { FACEBOOK_APP_ID: 'my-app', FACEBOOK_APP_SECRET: 's' },
      'FACEBOOK_APP_ID: must be the numeric app id of your Facebook app',
    ],
    [
      { LINKEDIN_CLIENT_SECRET: 'secret' },
      'LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET: set both (one app) or neither',
    ],
    [
      { GOOGLE_ISSUER: 'accounts.google.com' },
      'GOOGLE_ISSUER: must be an http(s) OpenID issuer, e.g. https://accounts.google.com',
    ],
    [
      { FACEBOOK_GRAPH_URL: 'graph.facebook.com' },
      'FACEBOOK_GRAPH_URL: must be the http(s) Graph API base, e.g. https://graph.facebook.com/v21.0',
    ],
    [
      { SMS_URL: 'https://api.twilio.com' },
      'SMS_URL: must be twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15550001111',
    ],
    [
      { SMS_URL: 'twilio://AC1:token@api.twilio.com' },
      'SMS_URL: the sender is missing: ?from=%2B15550001111 (a number) or ?messagingServiceSid=MG…',
    ],
    [
      { RECAPTCHA_VERIFY_URL: 'siteverify.example.org' },
      'RECAPTCHA_VERIFY_URL: must be the http(s) address of a reCAPTCHA siteverify endpoint (default: Google)',
    ],
    [
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY: must be loopback, linklocal, uniquelocal, addresses or CIDRs separated by commas, or a number of hops',
    ],
    [{ SHUTDOWN_DRAIN_MS: '20000' }, 'SHUTDOWN_DRAIN_MS: must be milliseconds from 0 to 8000'],
    [
      { STORAGE_URL: 'https://modkit-files.example.org/prod' },
      'STORAGE_URL: must be s3://bucket or s3://bucket/prefix (unset: files on the local disk)',
    ],
    [
      { STORAGE_URL: 's3://modkit-files/prod?secretKey=x' },
      "STORAGE_URL: unknown query key 'secretKey' (known: endpoint, region, forcePathStyle)",
    ],
    [
      { STORAGE_URL: 's3://AKIA:secret@modkit-files' },
      'STORAGE_URL: keys never go in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    ],
  ])('%j → %s', (env, problem) => expect(environmentProblems(env)).toEqual([problem]));

  it.each([
    [
      { PUBLIC_URL: undefined },
      'PUBLIC_URL: required in production (the https address users reach modkit at)',
    ],
    [{ PAYMENT_GATEWAY: 'test' }, 'PAYMENT_GATEWAY: the test gateway never runs in production'],
    [
      { SMTP_URL: undefined },
      'SMTP_URL: required in production (verification, password-reset and invitation mail)',
    ],
    [
      { RECAPTCHA_SECRET: undefined },
      'RECAPTCHA_SECRET: required in production (signup and enquiry forms are checked with reCAPTCHA)',
    ],
    [
      { LTI_LOGIN_KEY: undefined },
      'LTI_LOGIN_KEY: required in production (it signs the LMS sign-in state; the same on every server)',
    ],
    [
      { RECAPTCHA_SITE_KEY: undefined },
      'RECAPTCHA_SITE_KEY: required in production (the forms show the reCAPTCHA checkbox with it)',
    ],
    [
      { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:8089/siteverify' },
      'RECAPTCHA_VERIFY_URL: must be https in production (a local test double never runs there)',
    ],
    [
      { GOOGLE_CLIENT_ID: 'g', GOOGLE_ISSUER: 'http://127.0.0.1:8089' },
      'GOOGLE_ISSUER: must be https in production (a local test provider never runs there)',
    ],
    [
      { LINKEDIN_CLIENT_ID: 'l', LINKEDIN_CLIENT_SECRET: 's', LINKEDIN_ISSUER: 'http://127.0.0.1:8089' },
      'LINKEDIN_ISSUER: must be https in production (a local test provider never runs there)',
    ],
    [
      { FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:8089/v21.0' },
      'FACEBOOK_GRAPH_URL: must be https in production (a local test provider never runs there)',
    ],
    [
      { SMS_URL: 'twilio://AC1:token@127.0.0.1:8089?from=%2B15550001111' },
      'SMS_URL: a server on this machine (a test double) never sends texts in production',
    ],
    [
      { BACKUP_KEY: undefined },
      'BACKUP_KEY: required in production (it encrypts the backups: node deploy/generate-secrets.mjs makes one)',
    ],
    [
      { BACKUP_KEY: 'a-passphrase-is-not-a-key' },
      'BACKUP_KEY: must be 32 random bytes in base64url (43 characters)',
    ],
    [
      { LTI_REGISTRATION_ALLOW_PRIVATE: 'true' },
      'LTI_REGISTRATION_ALLOW_PRIVATE: never in production (registration would reach private addresses)',
    ],
  ])('production %j → %s', (change, problem) =>
    expect(environmentProblems({ ...VALID_PRODUCTION, ...change })).toEqual([problem]),
  );

  it('lists every problem at once', () => {
    expect(environmentProblems({ NODE_ENV: 'production', PORT: 'x', LOG_LEVEL: 'loud' })).toHaveLength(8);
  });
});

describe("the README's environment table", () => {
  it('lists every variable the start checks', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const table = readme.split('\n').filter((line) => line.startsWith('| `'));
    const listed = new Set(
      table.flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(ENVIRONMENT_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
