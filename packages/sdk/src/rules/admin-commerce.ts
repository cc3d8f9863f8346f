/**
 * The admin console's packages and coupons (not in the spec: the data the pricing table and the order page
 * read): the checks both the form and the api run, with one message per field, and the derived columns.
 */

export type AdminFieldErrors = Record<string, string>;

export const PACKAGE_MESSAGES = {
  name: 'Name is Required (at most 100 characters).',
  nameTaken: 'A package with this name already exists.',
  price: 'Price must be a number of 0 or more.',
  currency_code: 'Currency must be a 3-letter code such as USD.',
  duration_days: 'Duration must be a whole number of days (0 or more).',
  number_of_accessable_module: 'Modules must be a whole number of 0 or more, or -1 for unlimited.',
  number_of_session: 'Sessions must be a whole number of 0 or more.',
  flag: 'Must be 0 or 1.',
  position: 'Position must be a whole number of 0 or more.',
  status: 'Status must be Active or Inactive.',
  freeStaysFree: 'The free package keeps the price 0.',
} as const;

export const COUPON_MESSAGES = {
  code: 'Code is Required: 3 to 32 letters, digits, - or _.',
  codeTaken: 'A coupon with this code already exists.',
  kind: 'Kind must be PERCENT or AMOUNT.',
  percent: 'A percentage is a number above 0 and at most 100.',
  amount: 'An amount is a number above 0.',
  expires_at: 'Expiry must be a date such as 2030-12-31, or empty for never.',
  usage_limit: 'Usage limit must be a whole number of 1 or more, or empty for no limit.',
  usage_below_used: 'Usage limit cannot be below the times already used.',
} as const;

const FLAGS = [
  'can_access_to_project',
  'can_submit_project',
  'ai_guided_recommendation',
  'can_access_collection',
  'ai_based_profiile_building_support',
] as const;

const isWhole = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min;

/**
 * What is wrong with a package's settings, by field. `partial` (an update) checks only the fields sent;
 * a creation needs name, price, currency_code, duration_days and the module and session counts.
 */
export function packageFieldErrors(body: Record<string, unknown>, partial: boolean): AdminFieldErrors {
  const errors: AdminFieldErrors = {};
  const has = (field: string) => !partial || body[field] !== undefined;
  if (has('name')) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > 100) errors.name = PACKAGE_MESSAGES.name;
  }
  if (has('price') && !(typeof body.price === 'number' && Number.isFinite(body.price) && body.price >= 0))
    errors.price = PACKAGE_MESSAGES.price;
  if (
    has('currency_code') &&
    !(typeof body.currency_code === 'string' && /^[A-Za-z]{3}$/.test(body.currency_code.trim()))
  )
    errors.currency_code = PACKAGE_MESSAGES.currency_code;
  if (has('duration_days') && !isWhole(body.duration_days, 0))
    errors.duration_days = PACKAGE_MESSAGES.duration_days;
  if (has('number_of_accessable_module') && !isWhole(body.number_of_accessable_module, -1))
    errors.number_of_accessable_module = PACKAGE_MESSAGES.number_of_accessable_module;
  if (has('number_of_session') && !isWhole(body.number_of_session, 0))
    errors.number_of_session = PACKAGE_MESSAGES.number_of_session;
  for (const flag of FLAGS) {
    if (body[flag] !== undefined && body[flag] !== 0 && body[flag] !== 1)
      errors[flag] = PACKAGE_MESSAGES.flag;
  }
  if (body.position !== undefined && !isWhole(body.position, 0)) errors.position = PACKAGE_MESSAGES.position;
  if (body.status !== undefined && body.status !== 'Active' && body.status !== 'Inactive')
    errors.status = PACKAGE_MESSAGES.status;
  return errors;
}

/** A calendar date (YYYY-MM-DD) or a full ISO time that is a real instant. */
const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) &&
  !Number.isNaN(Date.parse(v)) &&
  new Date(`${v.slice(0, 10)}T00:00:00Z`).toISOString().slice(0, 10) === v.slice(0, 10);

/** What is wrong with a coupon's settings, by field (`partial`: only the fields sent). */
export function couponFieldErrors(body: Record<string, unknown>, partial: boolean): AdminFieldErrors {
  const errors: AdminFieldErrors = {};
  const has = (field: string) => !partial || body[field] !== undefined;
  if (has('code') && !(typeof body.code === 'string' && /^[A-Za-z0-9_-]{3,32}$/.test(body.code.trim())))
    errors.code = COUPON_MESSAGES.code;
  const kindOk = body.kind === 'PERCENT' || body.kind === 'AMOUNT';
  if (has('kind') && !kindOk) errors.kind = COUPON_MESSAGES.kind;
  if (has('value')) {
    const v = body.value;
    const number = typeof v === 'number' && Number.isFinite(v) && v > 0;
    if (body.kind === 'PERCENT' && !(number && v <= 100)) errors.value = COUPON_MESSAGES.percent;
    else if (!number) errors.value = COUPON_MESSAGES.amount;
  }
  const expiry = body.expires_at;
  if (
    expiry !== undefined &&
    expiry !== null &&
    expiry !== '' &&
    !(typeof expiry === 'string' && isDate(expiry))
  )
    errors.expires_at = COUPON_MESSAGES.expires_at;
  const limit = body.usage_limit;
  if (limit !== undefined && limit !== null && !isWhole(limit, 1))
    errors.usage_limit = COUPON_MESSAGES.usage_limit;
  return errors;
}

/** A coupon code as stored and typed at the order page: trimmed, upper-cased. */
export function normalCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The stored expiry: a date alone means the end of that day (UTC); empty means never. */
export function couponExpiry(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
}

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  JPY: '¥',
  AUD: 'A$',
  CAD: 'C$',
};

/** The symbol shown beside a price: the usual one for a few currencies, else the code itself. */
export function currencySymbolOf(code: string): string {
  const upper = code.trim().toUpperCase();
  return SYMBOLS[upper] ?? upper;
}

/** The duration as the pricing table words it (`/monthly`…): 0 Lifetime, 30 monthly, 90 quarterly, 365 yearly. */
export function durationInHumanize(days: number): string {
  if (days === 0) return 'Lifetime';
  if (days === 30) return 'monthly';
  if (days === 90) return 'quarterly';
  if (days === 365) return 'yearly';
  return `${days} days`;
}

/** A coupon's reduction as the console lists it: `10%` or `5.00 off`. */
export function couponValueLabel(kind: string, value: number): string {
  return kind === 'PERCENT' ? `${value}%` : `${value.toFixed(2)} off`;
}
