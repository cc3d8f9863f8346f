import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  couponExpiry,
  couponFieldErrors,
  couponValueLabel,
  currencySymbolOf,
  durationInHumanize,
  modulesLabel,
  normalCouponCode,
  PACKAGE_MESSAGES,
  packageFieldErrors,
} from './admin-commerce';

const good = {
  name: 'Camp',
  price: 0,
  currency_code: 'eur',
  duration_days: 30,
  number_of_accessable_module: -1,
  number_of_session: 0,
};

describe('a package form', () => {
  it('accepts a complete package (price 0, -1 modules)', () =>
    expect(packageFieldErrors(good, false)).toEqual({}));
  it.each([
    [{ name: '' }, 'name', PACKAGE_MESSAGES.name],
    [{ name: 'x'.repeat(101) }, 'name', PACKAGE_MESSAGES.name],
    [{ price: -0.01 }, 'price', PACKAGE_MESSAGES.price],
    [{ price: Number.NaN }, 'price', PACKAGE_MESSAGES.price],
    [{ currency_code: 'EURO' }, 'currency_code', PACKAGE_MESSAGES.currency_code],
    [{ duration_days: -1 }, 'duration_days', PACKAGE_MESSAGES.duration_days],
    [
      { number_of_accessable_module: -2 },
      'number_of_accessable_module',
      PACKAGE_MESSAGES.number_of_accessable_module,
    ],
    [
      { number_of_accessable_module: 2.5 },
      'number_of_accessable_module',
      PACKAGE_MESSAGES.number_of_accessable_module,
    ],
    [{ number_of_session: -1 }, 'number_of_session', PACKAGE_MESSAGES.number_of_session],
    [{ can_access_collection: true }, 'can_access_collection', PACKAGE_MESSAGES.flag],
    [{ status: 'Deleted' }, 'status', PACKAGE_MESSAGES.status],
  ])('%j → %s', (change, field, message) =>
    expect(packageFieldErrors({ ...good, ...change }, false)).toEqual({ [field]: message }),
  );
  it('a creation needs every count; an update only checks what it sends', () => {
    expect(Object.keys(packageFieldErrors({}, false)).sort()).toEqual([
      'currency_code',
      'duration_days',
      'name',
      'number_of_accessable_module',
      'number_of_session',
      'price',
    ]);
    expect(packageFieldErrors({ status: 'Inactive' }, true)).toEqual({});
  });
});

describe('a coupon form', () => {
  it.each([
    [{ code: 'ab' }, 'code', COUPON_MESSAGES.code],
    [{ code: 'two words' }, 'code', COUPON_MESSAGES.code],
    [{ kind: 'FREE' }, 'kind', COUPON_MESSAGES.kind],
    [{ value: 100.5 }, 'value', COUPON_MESSAGES.percent],
    [{ kind: 'AMOUNT', value: 0 }, 'value', COUPON_MESSAGES.amount],
    [{ expires_at: '31/12/2030' }, 'expires_at', COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-02-31' }, 'expires_at', COUPON_MESSAGES.expires_at],
    [{ usage_limit: 0 }, 'usage_limit', COUPON_MESSAGES.usage_limit],
  ])('%j → %s', (change, field, message) =>
    expect(couponFieldErrors({ code: 'SPRING-25', kind: 'PERCENT', value: 100, ...change }, false)).toEqual({
      [field]: message,
    }),
  );
  it('no expiry and no limit are fine', () =>
    expect(
      couponFieldErrors(
        { code: 'x_y_z', kind: 'AMOUNT', value: 5, expires_at: '', usage_limit: null },
        false,
      ),
    ).toEqual({}));
});

describe('derived columns and labels', () => {
  it.each([
    [0, 'Lifetime'],
    [30, 'monthly'],
    [90, 'quarterly'],
    [365, 'yearly'],
    [45, '45 days'],
  ])('%i days → %s', (days, text) => expect(durationInHumanize(days)).toBe(text));
  it.each([
    ['usd', '$'],
    ['EUR', '€'],
    ['CHF', 'CHF'],
  ])('%s → %s', (code, symbol) => expect(currencySymbolOf(code)).toBe(symbol));
  it('codes, expiries, values and module counts', () => {
    expect(normalCouponCode(' spring25 ')).toBe('SPRING25');
    expect(couponExpiry('2030-12-31')).toBe('2030-12-31T23:59:59.999Z');
    expect(couponExpiry('')).toBeNull();
    expect(couponValueLabel('PERCENT', 25)).toBe('25%');
    expect(couponValueLabel('AMOUNT', 5)).toBe('5.00 off');
    expect(modulesLabel(-1)).toBe('Unlimited');
    expect(modulesLabel(20)).toBe('20');
  });
});
