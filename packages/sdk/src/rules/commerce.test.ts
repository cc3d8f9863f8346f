import { describe, expect, it } from 'vitest';
import { DAY, NOW } from '../../test/fixed-clock';
import { inEnglish } from '../../test/in-english';
import {
  afterPaymentRoute,
  nextVerifyStep,
  PAYMENT_SUCCESS_TITLE,
  payButtonText,
  paymentSuccessText,
  planDaysLeft,
  priceText,
  subscriptionDaysLeft,
  subscriptionTag,
} from './commerce';

const inDays = (d: number) => new Date(NOW + d * DAY).toISOString();

describe('order verification (part 2 §4)', () => {
  it.each([
    ['PENDING', 0, 'retry'],
    ['PENDING', 1, 'retry'],
    ['PENDING', 2, 'retry'],
    ['PENDING', 3, 'pending'],
    ['FAILED', 0, 'failed'],
    ['FAILED', 3, 'failed'],
    ['SUCCESS', 0, 'success'],
    ['PAID', 3, 'success'],
  ])('%s after %i retries → %s', (status, retries, step) =>
    expect(nextVerifyStep(status, retries)).toBe(step),
  );

  it('verifies at most 1 + 3 times while PENDING', () => {
    let calls = 0;
    let step = 'retry';
    while (step === 'retry') step = nextVerifyStep('PENDING', calls++);
    expect(calls).toBe(4);
  });

  it('congratulates with the package name and routes on close', () => {
    expect(PAYMENT_SUCCESS_TITLE).toBe('Congratulations!');
    expect(inEnglish(paymentSuccessText('PREMIUM'))).toBe(
      'Your payment is successful for the PREMIUM package. Enjoy!',
    );
    expect([afterPaymentRoute(true), afterPaymentRoute(false)]).toEqual([
      '/choose-your-interest',
      '/my-library',
    ]);
  });

  it.each([
    ['', 'Pay Now'],
    ['   ', 'Pay Now'],
    ['SAVE10', 'Apply & pay'],
  ])('coupon %j → %s', (coupon, label) => expect(payButtonText(coupon)).toBe(label));

  it.each([
    ['₹', 499, '/monthly', '₹499/monthly'],
    ['$', '39.99', '/yearly', '$39.99/yearly'],
    [null, 10, '', '10'],
  ])('%s %s %s → %s', (symbol, price, suffix, text) =>
    expect(inEnglish(priceText(symbol, price, suffix))).toBe(text),
  );
});

describe('subscriptions (part 2 §2)', () => {
  it.each([
    [inDays(10), 10],
    [new Date(NOW + 10 * DAY - 1000).toISOString(), 10],
    [new Date(NOW + 9 * DAY + 1000).toISOString(), 10],
    [inDays(-1), 0],
    [null, null],
  ])('days left until %s: %s', (expiry, days) => expect(subscriptionDaysLeft(expiry, NOW)).toBe(days));

  it.each([
    [true, inDays(30), 'FREE PACKAGE'],
    [false, null, 'FREE PACKAGE'],
    [false, inDays(30), 30],
  ])('free %s, expiry %s → %s', (free, expiry, shown) => expect(planDaysLeft(free, expiry, NOW)).toBe(shown));

  it.each([
    ['ACTIVE', inDays(3), 'Active'],
    ['ACTIVE', inDays(-3), 'Expired'],
    ['ACTIVE', null, 'Active'],
    ['EXPIRED', inDays(3), 'Expired'],
  ])('%s until %s → %s', (status, expiry, tag) => expect(subscriptionTag(status, expiry, NOW)).toBe(tag));
});
