import type { SocialProvider } from '@modkit/sdk/contract';
import { HttpError } from '../../http/http-error';

const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** Our texts (the spec shows social login's calls, not its failures). */
export const SOCIAL_MESSAGES = {
  notConfigured: 'Social login is not configured.',
  rejected: (p: SocialProvider) => `${PROVIDER_LABELS[p]} sign-in could not be verified. Please try again.`,
  unavailable: (p: SocialProvider) =>
    `${PROVIDER_LABELS[p]} could not be reached just now. Please try again in a moment.`,
  noEmail: (p: SocialProvider) =>
    `Your ${PROVIDER_LABELS[p]} account did not share a verified email address, which modkit needs.`,
  emailTaken: 'This email address already has a modkit account. Please log in with your email and password.',
} as const;

/** The provider said no, or the token is not one of ours (forged, expired, for another app): 400. */
export const rejected = (p: SocialProvider) => new HttpError(400, SOCIAL_MESSAGES.rejected(p));
/** The provider could not be asked (down, slow, answered nonsense): 503, nothing wrong with the visitor. */
export const unavailable = (p: SocialProvider) => new HttpError(503, SOCIAL_MESSAGES.unavailable(p));

/** How long a provider may take per call. */
export const PROVIDER_TIMEOUT_MS = 8_000;

/** A fetch to a provider: a network failure or timeout becomes `unavailable`. */
export async function providerFetch(
  p: SocialProvider,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw unavailable(p);
  }
}

/** A provider's JSON answer, or `unavailable` when it is not JSON. */
export async function providerJson<T>(p: SocialProvider, response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw unavailable(p);
  }
}
