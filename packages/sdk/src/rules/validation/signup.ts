import { isPhoneLengthValid, normalizeCountryCode } from '../phone';
import { type FieldMessages, fieldValue, rawText, text } from './field-messages';
import { isLanguageChoice, LANGUAGE_CHOICE_MESSAGE } from './language-choice';

/** Signup and instant signup (part 1 §2.5, §2.6, §5). */

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Signup texts (part 1 §5); the captcha text is ours (the spec shows a server message). */
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
  phoneLength: 'Phone number length is invalid',
  captcha: 'Captcha is Required',
} as const;

/** At least one letter, digits and spaces allowed, no leading space. */
const NAME = /^(?! )(?=.*\p{L})[\p{L}\d ]+$/u;
/** Letters, digits and dots, then @, letters or digits, a dot, letters. */
const EMAIL = /^[A-Za-z0-9.]+@[A-Za-z0-9]+(\.[A-Za-z0-9]+)*\.[A-Za-z]+$/;

/** Whether an e-mail address follows the signup pattern. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

function checkName(out: FieldMessages, input: unknown, name: 'first_name' | 'last_name'): void {
  const value = rawText(input, name);
  const first = name === 'first_name';
  if (!value.trim()) out[name] = first ? SIGNUP_MESSAGES.firstName : SIGNUP_MESSAGES.lastName;
  else if (!NAME.test(value))
    out[name] = first ? SIGNUP_MESSAGES.firstNamePattern : SIGNUP_MESSAGES.lastNamePattern;
}

/**
 * Email required and of the signup pattern; password required, at least 8 characters; captcha required, unless
 * the form carries a sign-up link's token (`email_token`: the person proved the address from its mail, the way
 * in without a puzzle, WCAG 3.3.8), which the server checks instead.
 */
function checkCredentials(out: FieldMessages, input: unknown): void {
  const email = text(input, 'email');
  if (!email) out.email = SIGNUP_MESSAGES.email;
  else if (!isValidEmail(email)) out.email = SIGNUP_MESSAGES.emailPattern;
  const password = rawText(input, 'password');
  if (!password) out.password = SIGNUP_MESSAGES.password;
  else if (password.length < PASSWORD_MIN_LENGTH) out.password = SIGNUP_MESSAGES.passwordLength;
  if (!text(input, 'recaptchaResponse') && !text(input, 'email_token'))
    out.recaptchaResponse = SIGNUP_MESSAGES.captcha;
}

/**
 * Signup form: names, e-mail, password, captcha; the phone is optional but pairs with its country code
 * and must have that country's length. The terms box is a UI gate (see `signupEnabled`).
 */
export function validateSignup(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  checkName(out, input, 'first_name');
  checkName(out, input, 'last_name');
  checkCredentials(out, input);
  const phone = text(input, 'phone');
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (code && !phone) out.phone = SIGNUP_MESSAGES.phone;
  else if (phone && !code) out.country_code = SIGNUP_MESSAGES.countryCode;
  else if (phone && !isPhoneLengthValid(code, phone)) out.phone = SIGNUP_MESSAGES.phoneLength;
  checkLanguage(out, input);
  return out;
}

/** A signup may say the user's language (the app's, when they start): one modkit speaks, or none. */
function checkLanguage(out: FieldMessages, input: unknown) {
  if (!isLanguageChoice(fieldValue(input, 'language'))) out.language = LANGUAGE_CHOICE_MESSAGE;
}

/** Sign up is disabled until the terms box is ticked. */
export function signupEnabled(termsAccepted: boolean): boolean {
  return termsAccepted === true;
}

/** Said under a disabled Sign Up (our text: the spec only disables it), or null when it is enabled. */
export function signupDisabledReason(termsAccepted: boolean): string | null {
  return signupEnabled(termsAccepted) ? null : 'Tick the box to agree to the terms and conditions.';
}

/** Instant signup sends a single space as last_name. */
export const INSTANT_SIGNUP_LAST_NAME = ' ';

/** Instant signup: name, e-mail, password (at least 8) and captcha. */
export function validateInstantSignup(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'first_name')) out.first_name = SIGNUP_MESSAGES.firstName;
  checkCredentials(out, input);
  checkLanguage(out, input);
  return out;
}
