import { normalizeCountryCode, phoneLengthFor } from '../phone';
import { type FieldMessages, text } from './field-messages';

export const ENQUIRY_MESSAGES = {
  firstName: 'First Name is Required',
  lastName: 'Last Name is Required',
  namePattern: 'First name must contain only alphanumeric characters.',
  email: 'Email is Required',
  phone: 'Phone number is required',
  phoneDigits: 'Phone No must contain only numbers.',
  countryCode: 'Country code is required with phone number',
  phoneLength: 'Phone number length is invalid',
  topic: 'Nature is Required',
  message: 'Message is Required',
  messageStart: 'Message must start with an alphabet or a number.',
  thanks: 'Thanks for your enquiry. Our team will get in touch with you soon.',
} as const;

export const ENQUIRY_TOPICS = [
  'How to Use the product',
  'Login Issues',
  'Payment Related',
  'Others',
] as const;

/** Alphanumeric words separated by single spaces. */
const NAME = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;

/** 'Login Issues' → 'LOGIN_ISSUES': upper-cased, spaces to underscores. */
export function toEnquiryTopic(topic: string): string {
  return topic.trim().toUpperCase().replace(/\s+/g, '_');
}

/** Contact-us and public enquiry form (part 2 §5). The last-name message says 'First name', as the spec does. */
export function validateContactEnquiry(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  const first = text(input, 'first_name');
  const last = text(input, 'last_name');
  if (!first) out.first_name = ENQUIRY_MESSAGES.firstName;
  else if (!NAME.test(first)) out.first_name = ENQUIRY_MESSAGES.namePattern;
  if (!last) out.last_name = ENQUIRY_MESSAGES.lastName;
  else if (!NAME.test(last)) out.last_name = ENQUIRY_MESSAGES.namePattern;
  if (!text(input, 'email')) out.email = ENQUIRY_MESSAGES.email;
  const phone = text(input, 'phone');
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (!phone) out.phone = ENQUIRY_MESSAGES.phone;
  else if (!/^\d+$/.test(phone)) out.phone = ENQUIRY_MESSAGES.phoneDigits;
  else if (!code) out.country_code = ENQUIRY_MESSAGES.countryCode;
  else if (phone.length !== phoneLengthFor(code)) out.phone = ENQUIRY_MESSAGES.phoneLength;
  if (!text(input, 'topic')) out.topic = ENQUIRY_MESSAGES.topic;
  const message = text(input, 'message');
  if (!message) out.message = ENQUIRY_MESSAGES.message;
  else if (!/^[\p{L}\p{N}]/u.test(message)) out.message = ENQUIRY_MESSAGES.messageStart;
  return out;
}

/** The mentor enquiry adds name_of_institute, highest_degree and linkedin_profile_url (optional). */
export function validateMentorEnquiry(input: unknown): FieldMessages {
  const out = validateContactEnquiry(input);
  const url = text(input, 'linkedin_profile_url');
  if (url && !/^https:\/\/([a-z]+\.)?linkedin\.com\//i.test(url))
    out.linkedin_profile_url = 'Enter a LinkedIn profile URL.';
  return out;
}

export const INVITE_PHONE_REQUIRED = 'Phone number is Required';

/**
 * Invite learner (part 2 §5): by e-mail and/or phone; with neither, both are required. A phone needs
 * its country code (taken from inside parentheses) and the length of that country.
 */
export function validateInvite(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  const email = text(input, 'email');
  const phone = text(input, 'phone');
  const code = normalizeCountryCode(text(input, 'country_code'));
  if (!email && !phone) {
    out.email = ENQUIRY_MESSAGES.email;
    out.phone = INVITE_PHONE_REQUIRED;
    return out;
  }
  if (phone && !code) out.country_code = ENQUIRY_MESSAGES.countryCode;
  else if (phone && phone.replace(/\D/g, '').length !== phoneLengthFor(code))
    out.phone = ENQUIRY_MESSAGES.phoneLength;
  return out;
}

/**
 * University tags (part 2 §5): whitespace collapsed, empty ignored, duplicates rejected case-insensitively.
 * Returns the new list, or null when the tag is rejected.
 */
export function addUniversityTag(tags: string[], raw: string): string[] | null {
  const tag = raw.replace(/\s+/g, ' ').trim();
  if (!tag) return tags;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return null;
  return [...tags, tag];
}
