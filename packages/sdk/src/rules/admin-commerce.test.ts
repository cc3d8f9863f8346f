import { describe, expect, it } from 'vitest';
import * as rule from './admin-commerce';

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
    expect(rule.packageFieldErrors(good, false)).toEqual({}));
  it.each([
    [{ name: '' }, 'name', rule.PACKAGE_MESSAGES.name],
    [{ name: 'x'.repeat(101) }, 'name', rule.PACKAGE_MESSAGES.name],
    [{ price: -0.01 }, 'price', rule.PACKAGE_MESSAGES.price],
    [{ price: Number.NaN }, 'price', rule.PACKAGE_MESSAGES.price],
    [{ currency_code: 'EURO' }, 'currency_code', rule.PACKAGE_MESSAGES.currency_code],
    [{ duration_days: -1 }, 'duration_days', rule.PACKAGE_MESSAGES.duration_days],
    [
      { number_of_accessable_module: -2 },
      'number_of_accessable_module',
      rule.PACKAGE_MESSAGES.number_of_accessable_module,
    ],
    [
      { number_of_accessable_module: 2.5 },
      'number_of_accessable_module',
      rule.PACKAGE_MESSAGES.number_of_accessable_module,
    ],
    [{ number_of_session: -1 }, 'number_of_session', rule.PACKAGE_MESSAGES.number_of_session],
    [{ can_access_collection: true }, 'can_access_collection', rule.PACKAGE_MESSAGES.flag],
    [{ status: 'Deleted' }, 'status', rule.PACKAGE_MESSAGES.status],
    [{ name: '   ' }, 'name', rule.PACKAGE_MESSAGES.name],
    [{ name: 42 }, 'name', rule.PACKAGE_MESSAGES.name],
    [{ price: '10' }, 'price', rule.PACKAGE_MESSAGES.price],
    [{ price: Number.POSITIVE_INFINITY }, 'price', rule.PACKAGE_MESSAGES.price],
    [{ currency_code: 'EU' }, 'currency_code', rule.PACKAGE_MESSAGES.currency_code],
    [{ currency_code: 'E1R' }, 'currency_code', rule.PACKAGE_MESSAGES.currency_code],
    [{ currency_code: 978 }, 'currency_code', rule.PACKAGE_MESSAGES.currency_code],
    [{ duration_days: '30' }, 'duration_days', rule.PACKAGE_MESSAGES.duration_days],
    [{ duration_days: 1.5 }, 'duration_days', rule.PACKAGE_MESSAGES.duration_days],
    [{ number_of_session: 0.5 }, 'number_of_session', rule.PACKAGE_MESSAGES.number_of_session],
    [{ can_submit_project: 2 }, 'can_submit_project', rule.PACKAGE_MESSAGES.flag],
    [
      { ai_based_profiile_building_support: '1' },
      'ai_based_profiile_building_support',
      rule.PACKAGE_MESSAGES.flag,
    ],
    [{ position: -1 }, 'position', rule.PACKAGE_MESSAGES.position],
    [{ position: 1.5 }, 'position', rule.PACKAGE_MESSAGES.position],
    [{ status: 'active' }, 'status', rule.PACKAGE_MESSAGES.status],
  ])('%j → %s', (change, field, message) =>
    expect(rule.packageFieldErrors({ ...good, ...change }, false)).toEqual({ [field]: message }),
  );
  it.each([
    { name: 'x'.repeat(100) },
    { name: '  Camp  ' },
    { price: 12.5 },
    { currency_code: ' usd ' },
    { duration_days: 0 },
    { number_of_accessable_module: 0 },
    { number_of_session: 3 },
    { can_access_to_project: 0, can_submit_project: 1, ai_guided_recommendation: 1 },
    { can_access_collection: 1, ai_based_profiile_building_support: 0 },
    { position: 0 },
    { status: 'Active' },
    { status: 'Inactive' },
  ])('accepts %j at its edge', (change) =>
    expect(rule.packageFieldErrors({ ...good, ...change }, false)).toEqual({}),
  );
  it('an update checks each field it sends, and only those', () => {
    expect(rule.packageFieldErrors({ name: '' }, true)).toEqual({ name: rule.PACKAGE_MESSAGES.name });
    expect(rule.packageFieldErrors({ price: -1 }, true)).toEqual({ price: rule.PACKAGE_MESSAGES.price });
    expect(rule.packageFieldErrors({ currency_code: 'x' }, true)).toEqual({
      currency_code: rule.PACKAGE_MESSAGES.currency_code,
    });
    expect(rule.packageFieldErrors({ duration_days: -1 }, true)).toEqual({
      duration_days: rule.PACKAGE_MESSAGES.duration_days,
    });
    expect(rule.packageFieldErrors({ number_of_accessable_module: -2 }, true)).toEqual({
      number_of_accessable_module: rule.PACKAGE_MESSAGES.number_of_accessable_module,
    });
    expect(rule.packageFieldErrors({ number_of_session: -1 }, true)).toEqual({
      number_of_session: rule.PACKAGE_MESSAGES.number_of_session,
    });
  });
  it('a creation needs every count; an update only checks what it sends', () => {
    expect(Object.keys(rule.packageFieldErrors({}, false)).sort()).toEqual([
      'currency_code',
      'duration_days',
      'name',
      'number_of_accessable_module',
      'number_of_session',
      'price',
    ]);
    expect(rule.packageFieldErrors({ status: 'Inactive' }, true)).toEqual({});
  });
});

describe('a coupon form', () => {
  it.each([
    [{ code: 'ab' }, 'code', rule.COUPON_MESSAGES.code],
    [{ code: 'two words' }, 'code', rule.COUPON_MESSAGES.code],
    [{ kind: 'FREE' }, 'kind', rule.COUPON_MESSAGES.kind],
    [{ value: 100.5 }, 'value', rule.COUPON_MESSAGES.percent],
    [{ kind: 'AMOUNT', value: 0 }, 'value', rule.COUPON_MESSAGES.amount],
    [{ expires_at: '31/12/2030' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-02-31' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ usage_limit: 0 }, 'usage_limit', rule.COUPON_MESSAGES.usage_limit],
    [{ usage_limit: 2.5 }, 'usage_limit', rule.COUPON_MESSAGES.usage_limit],
    [{ code: 'x'.repeat(33) }, 'code', rule.COUPON_MESSAGES.code],
    [{ code: 7 }, 'code', rule.COUPON_MESSAGES.code],
    [{ value: 0 }, 'value', rule.COUPON_MESSAGES.percent],
    [{ value: '10' }, 'value', rule.COUPON_MESSAGES.percent],
    [{ kind: 'AMOUNT', value: Number.POSITIVE_INFINITY }, 'value', rule.COUPON_MESSAGES.amount],
    [{ expires_at: 20301231 }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-1-5' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: 'x2030-12-31' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-12-31x' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-12-31T25:99' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-12-31Tnoon' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
    [{ expires_at: '2030-12-31T10:00:00+1:00' }, 'expires_at', rule.COUPON_MESSAGES.expires_at],
  ])('%j → %s', (change, field, message) =>
    expect(
      rule.couponFieldErrors({ code: 'SPRING-25', kind: 'PERCENT', value: 100, ...change }, false),
    ).toEqual({
      [field]: message,
    }),
  );
  it.each([
    { code: 'abc' },
    { code: 'x'.repeat(32) },
    { code: ' spring-25 ' },
    { value: 1 },
    { kind: 'AMOUNT', value: 0.5 },
    { expires_at: '2030-12-31' },
    { expires_at: '2030-12-31T10:00:00Z' },
    { expires_at: '2030-12-31T10:00:00.000+05:30' },
    { expires_at: '2030-12-31T10:00' },
    { expires_at: null },
    { usage_limit: 1 },
  ])('accepts %j at its edge', (change) =>
    expect(
      rule.couponFieldErrors({ code: 'SPRING-25', kind: 'PERCENT', value: 100, ...change }, false),
    ).toEqual({}),
  );
  it('an update checks each field it sends, and only those', () => {
    expect(rule.couponFieldErrors({}, true)).toEqual({});
    expect(rule.couponFieldErrors({ code: 'a' }, true)).toEqual({ code: rule.COUPON_MESSAGES.code });
    expect(rule.couponFieldErrors({ kind: 'x' }, true)).toEqual({ kind: rule.COUPON_MESSAGES.kind });
    expect(rule.couponFieldErrors({ value: -1 }, true)).toEqual({ value: rule.COUPON_MESSAGES.amount });
    expect(Object.keys(rule.couponFieldErrors({}, false)).sort()).toEqual(['code', 'kind', 'value']);
  });
  it('no expiry and no limit are fine', () =>
    expect(
      rule.couponFieldErrors(
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
  ])('%i days → %s', (days, text) => expect(rule.durationInHumanize(days)).toBe(text));
  it.each([
    ['usd', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['INR', '₹'],
    ['JPY', '¥'],
    ['AUD', 'A$'],
    ['CAD', 'C$'],
    [' gbp ', '£'],
    ['CHF', 'CHF'],
    [' chf', 'CHF'],
  ])('%s → %s', (code, symbol) => expect(rule.currencySymbolOf(code)).toBe(symbol));
  it('codes, expiries, values and module counts', () => {
    expect(rule.normalCouponCode(' spring25 ')).toBe('SPRING25');
    expect(rule.couponExpiry('2030-12-31')).toBe('2030-12-31T23:59:59.999Z');
    expect(rule.couponExpiry('')).toBeNull();
    // A full time is kept as that instant; only a date alone means the end of that day.
    expect(rule.couponExpiry('2030-12-31T10:00:00Z')).toBe('2030-12-31T10:00:00.000Z');
    expect(rule.couponExpiry('2030-12-31T10:00:00+02:00')).toBe('2030-12-31T08:00:00.000Z');
    expect(rule.couponValueLabel('PERCENT', 25)).toBe('25%');
    expect(rule.couponValueLabel('AMOUNT', 5)).toBe('5.00 off');
  });
});
