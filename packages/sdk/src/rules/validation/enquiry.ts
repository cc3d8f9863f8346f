import { isPhoneLengthValid, normalizeCountryCode } from '../phone';
import { type FieldMessages, text } from './field-messages';

/** Contact-us, public contact and mentor enquiry forms (part 2 §2, §5). */

/** Texts of the enquiry forms (the LinkedIn text is ours). */
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
  linkedin: 'Enter a LinkedIn profile URL.',
  thanks: 'Thanks for your enquiry. Our team will get in touch with you soon.',
} as const;
/** Title of the mentor enquiry screen. */
export const MENTOR_ENQUIRY_TITLE = 'Get in touch with us!';

/** Nature of Enquiry options. */
export const ENQUIRY_TOPICS = [
  'How to Use the product',
  'Login Issues',
  'Payment Related',
  'Others',
] as const;

/** Alphanumeric words separated by single spaces. */
const NAME = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;

/** The topic on the wire: upper-cased, spaces to underscores ('Login Issues' → 'LOGIN_ISSUES'). */
export function toEnquiryTopic(topic: string): string {
  return topic.trim().toUpperCase().replace(/\s+/g, '_');
}

/** Contact form. The last-name pattern message says 'First name', as the spec does. */
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
  else if (!isPhoneLengthValid(code, phone)) out.phone = ENQUIRY_MESSAGES.phoneLength;
  if (!text(input, 'topic')) out.topic = ENQUIRY_MESSAGES.topic;
  const message = text(input, 'message');
  if (!message) out.message = ENQUIRY_MESSAGES.message;
  else if (!/^[\p{L}\p{N}]/u.test(message)) out.message = ENQUIRY_MESSAGES.messageStart;
  return out;
}

/** The mentor enquiry adds name_of_institute, highest_degree and linkedin_profile_url (optional; a URL must be LinkedIn's). */
export function validateMentorEnquiry(input: unknown): FieldMessages {
  const out = validateContactEnquiry(input);
  const url = text(input, 'linkedin_profile_url');
  if (url && !/^https:\/\/([a-z]+\.)?linkedin\.com\//i.test(url))
    out.linkedin_profile_url = ENQUIRY_MESSAGES.linkedin;
  return out;
}
