import { normalizeCountryCode } from '../phone';
import { type FieldMessages, text } from './field-messages';

export const PASSWORD_MIN_LENGTH = 8;

export const SIGNUP_MESSAGES = {
  firstName: 'First name is Required',
  lastName: 'Last name is Required',
  firstNamePattern: 'First name needs letter, may include number.',
  lastNamePattern: 'Last name needs letter, may include number.',
  email: 'Email is Required',
  emailPattern: 'Invalid! Only letters,numbers & (.) is allowed',
  password: 'Password is Required',
  passwordLength: 'password should be minimum 8 characters',
  phone: 'Phone number is required',
  countryCode: 'Country Code is required',
  captcha: 'Captcha is Required',
} as const;

/** At least one letter, digits and spaces allowed, no leading space (part 1 §5). */
const NAME = /^(?! )(?=.*\p{L})[\p{L}\d ]+$/u;
/** Letters, digits and dots, then @, letters or digits, a dot, letters (part 1 §5). */
const EMAIL = /^[A-Za-z0-9.]+@[A-Za-z0-9]+(\.[A-Za-z0-9]+)*\.[A-Za-z]+$/;

/** Whether an e-mail address follows the signup pattern. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

function raw(input: unknown, field: string): string {
  const value =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Signup form (part 1 §5). The terms box is a UI gate (Sign up disabled) and not checked here. */
export function validateSignup(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  const first = raw(input, 'first_name');
  const last = raw(input, 'last_name');
  if (!first.trim()) out.first_name = SIGNUP_MESSAGES.firstName;
  else if (!NAME.test(first)) out.first_name = SIGNUP_MESSAGES.firstNamePattern;
  if (!last.trim()) out.last_name = SIGNUP_MESSAGES.lastName;
  else if (!NAME.test(last)) out.last_name = SIGNUP_MESSAGES.lastNamePattern;
  const email = text(input, 'email');
  if (!email) out.email = SIGNUP_MESSAGES.email;
  else if (!isValidEmail(email)) out.email = SIGNUP_MESSAGES.emailPattern;
  const password = raw(input, 'password');
  if (!password) out.password = SIGNUP_MESSAGES.password;
  else if (password.length < PASSWORD_MIN_LENGTH) out.password = SIGNUP_MESSAGES.passwordLength;
  const phone = text(input, 'phone');
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (code && !phone) out.phone = SIGNUP_MESSAGES.phone;
  if (phone && !code) out.country_code = SIGNUP_MESSAGES.countryCode;
  if (!text(input, 'recaptchaResponse')) out.recaptchaResponse = SIGNUP_MESSAGES.captcha;
  return out;
}

/** Instant signup (part 1 §5): name, email, password (≥ 8) and captcha. */
export function validateInstantSignup(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'first_name')) out.first_name = SIGNUP_MESSAGES.firstName;
  const email = text(input, 'email');
  if (!email) out.email = SIGNUP_MESSAGES.email;
  else if (!isValidEmail(email)) out.email = SIGNUP_MESSAGES.emailPattern;
  const password = raw(input, 'password');
  if (!password) out.password = SIGNUP_MESSAGES.password;
  else if (password.length < PASSWORD_MIN_LENGTH) out.password = SIGNUP_MESSAGES.passwordLength;
  if (!text(input, 'recaptchaResponse')) out.recaptchaResponse = SIGNUP_MESSAGES.captcha;
  return out;
}

/** Instant signup sends a single space as last_name (part 1 §5). */
export const INSTANT_SIGNUP_LAST_NAME = ' ';

export const WHERE_HEAR_OPTIONS = ['Friend', 'Local Ad', 'Newspaper', 'Social Media', 'Other'] as const;

/** 'Local Ad' → 'LOCAL_AD': upper-cased, the first space turned into an underscore (part 1 §5). */
export function toWhereHearValue(option: string): string {
  return option.toUpperCase().replace(' ', '_');
}
