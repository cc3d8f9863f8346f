import { SIGNUP_MESSAGES } from '@modkit/sdk/rules';
import type { ApiConfig } from '../config';
import { validationError } from '../http/http-error';

/**
 * Checks a reCAPTCHA response. Without a configured secret any non-empty response passes (development,
 * offline demo); with one, Google's siteverify decides. A missing response is a field error.
 */
export async function assertCaptcha(config: ApiConfig, response: unknown): Promise<void> {
  const token = typeof response === 'string' ? response.trim() : '';
  if (!token) throw validationError({ recaptchaResponse: SIGNUP_MESSAGES.captcha });
  if (!config.captchaSecret) return;
  let ok = false;
  try {
    const answer = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.captchaSecret, response: token }),
      signal: AbortSignal.timeout(10_000),
    });
    ok = ((await answer.json()) as { success?: boolean }).success === true;
  } catch {
    ok = false;
  }
  if (!ok) throw validationError({ recaptchaResponse: 'Captcha verification failed. Please try again.' });
}
