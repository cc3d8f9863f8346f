import { normalizeCountryCode, phoneLengthFor } from '../phone';
import { type FieldMessages, text } from './field-messages';

export const PROFILE_MESSAGES = {
  firstName: 'First Name is Required',
  lastName: 'Last Name is Required',
  email: 'Email is Required',
  countryCode: 'Country code is required with phone number',
  phoneLength: 'Phone number length is invalid',
  dobFuture: 'Date of birth cannot be in the future.',
  photoSize: 'Photo must be at most 10MB.',
  saved: 'Profile updated successfully.',
} as const;

export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Profile save (part 2 §5). `todayIso` (YYYY-MM-DD) is passed in so the rule stays pure.
 * Fields absent from a partial update are not checked, except the names and e-mail when `full` is set.
 */
export function validateProfile(input: unknown, todayIso: string, { full = true } = {}): FieldMessages {
  const out: FieldMessages = {};
  const has = (field: string) => typeof input === 'object' && input !== null && field in input;
  if ((full || has('first_name')) && !text(input, 'first_name')) out.first_name = PROFILE_MESSAGES.firstName;
  if ((full || has('last_name')) && !text(input, 'last_name')) out.last_name = PROFILE_MESSAGES.lastName;
  if ((full || has('email')) && !text(input, 'email')) out.email = PROFILE_MESSAGES.email;
  const phone = text(input, 'phone').replace(/\D/g, '');
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (phone && !code) out.country_code = PROFILE_MESSAGES.countryCode;
  else if (phone && phone.length !== phoneLengthFor(code)) out.phone = PROFILE_MESSAGES.phoneLength;
  const dob = text(input, 'dob');
  if (dob && dob.slice(0, 10) > todayIso.slice(0, 10)) out.dob = PROFILE_MESSAGES.dobFuture;
  return out;
}
