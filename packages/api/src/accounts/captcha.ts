import { SIGNUP_MESSAGES } from '@modkit/sdk/rules';
import type { ApiConfig } from '../config/config';
import { HttpError, validationError } from '../http/http-error';

/** Google's reCAPTCHA v2 check (`RECAPTCHA_VERIFY_URL` overrides it: tests, a proxy). */
const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** How long the provider may take before the form is refused as "could not be checked". */
const CAPTCHA_TIMEOUT_MS = 5_000;

/** Our texts (the spec shows the server's message without giving it). */
export const CAPTCHA_MESSAGES = {
  /** The provider said no: a wrong, expired or already used answer. */
  failed: 'Captcha verification failed. Please try again.',
  /** The provider could not be asked (down, slow, refused our secret): nothing is wrong with the visitor. */
  unavailable: 'The captcha could not be checked just now. Please try again in a moment.',
} as const;

/** What siteverify answers (reCAPTCHA v2). */
interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/** Error codes that mean our request or secret is wrong, not the visitor's answer. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** Asks the provider; resolves to its answer, rejects when it cannot be reached or does not speak JSON. */
async function siteverify(config: ApiConfig, secret: string, token: string, remoteIp?: string) {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  const answer = await fetch(config.captchaVerifyUrl ?? GOOGLE_SITEVERIFY_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(config.captchaTimeoutMs ?? CAPTCHA_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`siteverify answered ${answer.status}`);
  return (await answer.json()) as SiteverifyAnswer;
}

/**
 * Checks a reCAPTCHA v2 response (`recaptchaResponse`). A missing response is a field error (422). With
 * `RECAPTCHA_SECRET`, the provider's siteverify decides: `success: true` passes, anything else is a field
 * error (422, `failed`); a provider that cannot be reached in time, answers no JSON or refuses our secret
 * refuses the form with 503 (`unavailable`), never a 500. Without a secret (development only: production
 * does not start without one), any non-empty response passes.
 */
export async function assertCaptcha(config: ApiConfig, response: unknown, remoteIp?: string): Promise<void> {
  const token = typeof response === 'string' ? response.trim() : '';
  if (!token) throw validationError({ recaptchaResponse: SIGNUP_MESSAGES.captcha });
  const secret = config.captchaSecret;
  if (!secret) {
    // The environment check stops a production start without a secret; refuse rather than let anyone in.
    if (config.production) throw unavailable();
    return;
  }
  let answer: SiteverifyAnswer;
  try {
    answer = await siteverify(config, secret, token, remoteIp);
  } catch {
    throw unavailable();
  }
  if (answer.success === true) return;
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
  if (codes.some((code) => OUR_FAULT.has(code))) throw unavailable();
  throw validationError({ recaptchaResponse: CAPTCHA_MESSAGES.failed });
}

const unavailable = () =>
  new HttpError(503, CAPTCHA_MESSAGES.unavailable, { recaptchaResponse: [CAPTCHA_MESSAGES.unavailable] });
