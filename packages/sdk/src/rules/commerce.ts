import type { Message } from './message';
import { LEARNER_HOME } from './routing';

/** Orders and subscriptions (part 2 §4, §7, §9). */

/** Verification is retried at most this often while PENDING. */
export const ORDER_VERIFY_MAX_RETRIES = 3;
/** Title of the payment success modal. */
export const PAYMENT_SUCCESS_TITLE = 'Congratulations!';
/** Shown instead of days left on the free package. */
export const FREE_PACKAGE_LABEL = 'FREE PACKAGE';
const DAY_MS = 86_400_000;

/** The next step after an order verification answer. */
export type VerifyStep = 'retry' | 'success' | 'failed' | 'pending';

/**
 * After verifying: retry while PENDING and fewer than 3 retries; FAILED fails; anything else succeeds.
 * Decision: a payment still PENDING after 3 retries is reported as pending, never as a success.
 */
export function nextVerifyStep(status: string, retriesSoFar: number): VerifyStep {
  if (status === 'PENDING' && retriesSoFar < ORDER_VERIFY_MAX_RETRIES) return 'retry';
  if (status === 'FAILED') return 'failed';
  return status === 'PENDING' ? 'pending' : 'success';
}

/** 'Your payment is successful for the {package} package. Enjoy!' */
export function paymentSuccessText(packageName: string): Message<'commerce.success'> {
  return { id: 'commerce.success', values: { name: packageName } };
}

/** Where closing the success modal goes: choose-your-interest for an instant signup, else my-library. */
export function afterPaymentRoute(instantSignup: boolean): string {
  return instantSignup ? '/choose-your-interest' : LEARNER_HOME;
}

/** Whole days left until expiry (0 once past); null expiry means the free package. */
export function subscriptionDaysLeft(expiryIso: string | null | undefined, nowMs: number): number | null {
  if (!expiryIso) return null;
  return Math.max(0, Math.ceil((Date.parse(expiryIso) - nowMs) / DAY_MS));
}

/** My Plan's days left: 'FREE PACKAGE' for the free package (or a plan without expiry), else whole days. */
export function planDaysLeft(
  isFree: boolean,
  expiryIso: string | null | undefined,
  nowMs: number,
): number | typeof FREE_PACKAGE_LABEL {
  return isFree ? FREE_PACKAGE_LABEL : (subscriptionDaysLeft(expiryIso, nowMs) ?? FREE_PACKAGE_LABEL);
}

/** The Active or Expired tag of a subscription row. */
export function subscriptionTag(
  status: string,
  expiryIso: string | null | undefined,
  nowMs: number,
): 'Active' | 'Expired' {
  if (status !== 'ACTIVE') return 'Expired';
  return expiryIso && Date.parse(expiryIso) <= nowMs ? 'Expired' : 'Active';
}

/**
 * The order panel's price: currency symbol, price and billing suffix ('₹499/monthly'; the suffix one of
 * `priceSuffix`'s, or '').
 */
export function priceText(
  symbol: string | null | undefined,
  price: number | string,
  suffix: string,
): Message<'package.price'> {
  return { id: 'package.price', values: { price: `${symbol ?? ''}${price}`, period: suffix.slice(1) } };
}

/** The Pay button reads 'Apply & pay' once a coupon is typed. */
export function payButtonText(coupon: string): string {
  return coupon.trim() ? 'Apply & pay' : 'Pay Now';
}
