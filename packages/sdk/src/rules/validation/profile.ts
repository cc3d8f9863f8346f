import { SUCCESS_MESSAGES } from '../messages';
import { formatPhone, isPhoneLengthValid, normalizeCountryCode, splitPhone } from '../phone';
import { type FieldMessages, fieldValue, text } from './field-messages';
import { interestIds } from './interests';
import { isLanguageChoice, LANGUAGE_CHOICE_MESSAGE } from './language-choice';

/** Profile save (part 2 §2 My Profile, §5). */

/** Texts of the profile form (dob, photo and language texts are ours). */
export const PROFILE_MESSAGES = /* @__PURE__ */ (() =>
  ({
    firstName: 'First Name is Required',
    lastName: 'Last Name is Required',
    email: 'Email is Required',
    countryCode: 'Country code is required with phone number',
    phoneLength: 'Phone number length is invalid',
    dobFuture: 'Date of birth cannot be in the future.',
    dobInvalid: 'Date of birth must be a date (YYYY-MM-DD).',
    photoSize: 'Photo must be at most 10MB.',
    language: LANGUAGE_CHOICE_MESSAGE,
    saved: SUCCESS_MESSAGES.profileUpdated,
  }) as const)();
/** The profile photo limit, 10 MB. */
export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The national number of a phone typed alone or stored as 'code-number'. */
const nationalNumber = (phone: string) => splitPhone(phone).number;

/**
 * Profile save. `todayIso` (YYYY-MM-DD) is passed in so the rule stays pure. With `full: false` (a partial
 * update) only the fields present are checked; the names and e-mail are always required otherwise.
 */
export function validateProfile(input: unknown, todayIso: string, { full = true } = {}): FieldMessages {
  const out: FieldMessages = {};
  const check = (name: string) => full || fieldValue(input, name) !== undefined;
  if (check('first_name') && !text(input, 'first_name')) out.first_name = PROFILE_MESSAGES.firstName;
  if (check('last_name') && !text(input, 'last_name')) out.last_name = PROFILE_MESSAGES.lastName;
  if (check('email') && !text(input, 'email')) out.email = PROFILE_MESSAGES.email;
  const phone = nationalNumber(text(input, 'phone'));
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (phone && !code) out.country_code = PROFILE_MESSAGES.countryCode;
  else if (phone && !isPhoneLengthValid(code, phone)) out.phone = PROFILE_MESSAGES.phoneLength;
  const dob = text(input, 'dob');
  const day = dob.slice(0, 10);
  if (dob && Number.isNaN(Date.parse(day))) out.dob = PROFILE_MESSAGES.dobInvalid;
  else if (dob && day > todayIso.slice(0, 10)) out.dob = PROFILE_MESSAGES.dobFuture;
  if (!isLanguageChoice(fieldValue(input, 'language'))) out.language = PROFILE_MESSAGES.language;
  return out;
}

/** Whether a profile photo is within 10 MB. */
export function isProfilePhotoSizeOk(bytes: number): boolean {
  return bytes <= PROFILE_PHOTO_MAX_BYTES;
}

/**
 * The PATCH body before saving: null (and undefined) fields dropped, phone as code-number, gender
 * upper-cased, user_interest as ids (from ids or `{ id, name }` objects).
 */
export function toProfilePayload(profile: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile))
    if (value !== null && value !== undefined) out[key] = value;
  const phone = nationalNumber(text(out, 'phone'));
  if (phone) out.phone = formatPhone(text(out, 'country_code'), phone);
  if (typeof out.gender === 'string') out.gender = out.gender.toUpperCase();
  if ('user_interest' in out) out.user_interest = interestIds(out.user_interest);
  return out;
}
