import { isPhoneLengthValid, normalizeCountryCode } from '../phone';
import { ENQUIRY_MESSAGES } from './enquiry';
import { type FieldMessages, text } from './field-messages';

/** Invite learner (part 2 §5). */

/** The invite's phone text (capital R, unlike the contact form). */
export const INVITE_PHONE_REQUIRED = 'Phone number is Required';

/**
 * Invite by e-mail and/or phone (decision: either is enough; with neither, both are required). A phone
 * needs its country code (taken from inside parentheses, 'UAE (+971)') and that country's length.
 */
export function validateInvite(input: unknown): FieldMessages {
  const email = text(input, 'email');
  const phone = text(input, 'phone');
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (!email && !phone) return { email: ENQUIRY_MESSAGES.email, phone: INVITE_PHONE_REQUIRED };
  if (phone && !code) return { country_code: ENQUIRY_MESSAGES.countryCode };
  return phone && !isPhoneLengthValid(code, phone) ? { phone: ENQUIRY_MESSAGES.phoneLength } : {};
}
