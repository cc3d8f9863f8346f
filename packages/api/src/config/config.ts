import { resolve } from 'node:path';
import { PARTNER_TOKEN_TTL_SECONDS } from '../auth/partners';

/** Everything the api reads from its environment (DESIGN.md "Interfaces"). */
export interface ApiConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** With no secret, any non-empty recaptchaResponse passes (development). */
  captchaSecret: string | undefined;
  /** `RECAPTCHA_SITE_KEY`: the public key the app's forms show the checkbox with (GET /auth/providers). */
  recaptchaSiteKey?: string;
  /** `RECAPTCHA_VERIFY_URL`: where the answer is checked (default Google's siteverify; tests use a local one). */
  captchaVerifyUrl?: string;
  /** How long siteverify may take (default 5 s; tests shorten it). */
  captchaTimeoutMs?: number;
  /** Partner origins allowed by CORS; empty = any origin (development). */
  corsOrigins: string[];
  /** Where enquiries are sent. */
  teamAddress: string;
  /** Largest accepted upload in bytes (project documents). */
  maxUploadBytes: number;
  /** The package LMS (LTI) learners get on their first launch (default PREMIUM: the school's licence). */
  ltiLearnerPackage: string;
  /** `PAYMENT_GATEWAY` (test | stripe | none); unset: the test gateway in development, none in production. */
  paymentGateway?: string;
  /** `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`: Stripe Checkout (PAYMENT_GATEWAY=stripe). */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** `STRIPE_API_URL`: another address for Stripe's API (tests: a local double). */
  stripeApiUrl?: string;
  /** Signups (and instant signups) one client address may make in 10 minutes (`SIGNUP_LIMIT_PER_IP`). */
  signupLimitPerIp: number;
  /** Login and password-reset attempts per client address and account in 10 minutes (`LOGIN_LIMIT_PER_ACCOUNT`). */
  loginLimitPerAccount: number;
  /** Social sign-ins (any provider) one client address may attempt in 10 minutes (`SOCIAL_LOGIN_LIMIT_PER_IP`). */
  socialLoginLimitPerIp: number;
  /** Seed the demo catalogue and accounts on an empty database (`SEED_DEMO=1`/`0`; unset: outside production). */
  seedDemo?: boolean;
  /** The bearer token `/metrics` asks for (`METRICS_TOKEN`); unset: no metrics endpoint. */
  metricsToken?: string | undefined;
  /** Production's first administrator (`ADMIN_EMAIL`): created with a one-time set-password link. */
  adminEmail?: string;
  /** `STORAGE_URL` (`s3://bucket/prefix?…`): stored files in that bucket; unset: on disk under DATA_DIR/uploads. */
  storageUrl?: string;
  /** `SHUTDOWN_DRAIN_MS`: on SIGTERM, how long to keep serving while `/api/ready` says stopping (default 0). */
  shutdownDrainMs: number;
  /** `SMTP_URL`: mail is delivered over SMTP; unset: it stays in the outbox (the development mailbox). */
  smtpUrl?: string;
  /**
   * `TRUST_PROXY`: which proxies' `X-Forwarded-For` / `-Proto` are believed (Express's `trust proxy`):
   * `loopback` (default: a proxy on this machine), `uniquelocal` (a balancer on a private network, as in
   * compose), addresses or CIDRs separated by commas, or a number of hops.
   */
  trustProxy: string | number;
  /** `PARTNER_TOKEN_TTL_SECONDS`: how long a partner's widget token works (60 to 3600; 3600). */
  partnerTokenTtlSeconds: number;
  /** `SMS_URL` (`twilio://SID:TOKEN@api.twilio.com?from=%2B…`): phone invitations are texted; unset: the link to copy. */
  smsUrl?: string;
  /** How long the SMS API may take (default 8 s; tests shorten it). */
  smsTimeoutMs?: number;
  /** `GOOGLE_CLIENT_ID`: Google sign-in (ID tokens for this audience); unset: no Google button. */
  googleClientId?: string;
  /** `GOOGLE_ISSUER` (default `https://accounts.google.com`): whose OpenID configuration and keys are used. */
  googleIssuer?: string;
  /** `FACEBOOK_APP_ID` + `FACEBOOK_APP_SECRET`: Facebook login (access tokens checked with the Graph API). */
  facebookAppId?: string;
  facebookAppSecret?: string;
  /** `FACEBOOK_GRAPH_URL` (default `https://graph.facebook.com/v21.0`). */
  facebookGraphUrl?: string;
  /** `LINKEDIN_CLIENT_ID` + `LINKEDIN_CLIENT_SECRET`: LinkedIn sign-in (OpenID Connect authorization code). */
  linkedinClientId?: string;
  linkedinClientSecret?: string;
  /** `LINKEDIN_ISSUER` (default `https://www.linkedin.com/oauth`). */
  linkedinIssuer?: string;
  /** `MAIL_FROM`: the sender of modkit's mail (default `modkit <no-reply@` the PUBLIC_URL host `>`). */
  mailFrom: string;
}

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    // npm sets INIT_CWD to where it was invoked: `npm run` in a workspace still means the caller's ./data.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    captchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    captchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    teamAddress: env.TEAM_EMAIL ?? 'team@modkit.test',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 20 * 1024 * 1024),
    ltiLearnerPackage: env.LTI_LEARNER_PACKAGE ?? 'PREMIUM',
    paymentGateway: env.PAYMENT_GATEWAY || undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    signupLimitPerIp: Number(env.SIGNUP_LIMIT_PER_IP) > 0 ? Number(env.SIGNUP_LIMIT_PER_IP) : 20,
    loginLimitPerAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT) > 0 ? Number(env.LOGIN_LIMIT_PER_ACCOUNT) : 20,
    // Higher than signup's: a class signing in with Google from one school address is legitimate.
    socialLoginLimitPerIp:
      Number(env.SOCIAL_LOGIN_LIMIT_PER_IP) > 0 ? Number(env.SOCIAL_LOGIN_LIMIT_PER_IP) : 60,
    seedDemo: env.SEED_DEMO === '1' ? true : env.SEED_DEMO === '0' ? false : undefined,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    storageUrl: env.STORAGE_URL || undefined,
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS) > 0 ? Number(env.SHUTDOWN_DRAIN_MS) : 0,
    smtpUrl: env.SMTP_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleIssuer: env.GOOGLE_ISSUER || undefined,
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
    facebookGraphUrl: env.FACEBOOK_GRAPH_URL || undefined,
    linkedinClientId: env.LINKEDIN_CLIENT_ID || undefined,
    linkedinClientSecret: env.LINKEDIN_CLIENT_SECRET || undefined,
    linkedinIssuer: env.LINKEDIN_ISSUER || undefined,
    partnerTokenTtlSeconds: Number(env.PARTNER_TOKEN_TTL_SECONDS) || PARTNER_TOKEN_TTL_SECONDS,
    trustProxy: /^\d+$/.test(env.TRUST_PROXY ?? '') ? Number(env.TRUST_PROXY) : env.TRUST_PROXY || 'loopback',
    mailFrom: env.MAIL_FROM || `modkit <no-reply@${hostOf(env.PUBLIC_URL) ?? 'localhost'}>`,
  };
}
