import type { User } from '@modkit/sdk';
import type { MentorEnquiryBody } from '@modkit/sdk/contract';
import { COUNTRY_CODES, normalizeCountryCode, splitPhone } from '@modkit/sdk/rules';
import { countryOption } from '../../signup/phone-field';

/** The contact form ('contact': contact-us and the public contact enquiry) or the mentor enquiry. */
export type EnquiryVariant = 'contact' | 'mentor';

/** What the enquiry form holds while it is edited (the country as its option, 'India (+91)'). */
export interface EnquiryValues {
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  phone: string;
  topic: string;
  message: string;
  name_of_institute: string;
  highest_degree: string;
  linkedin_profile_url: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = {
  first_name: '',
  last_name: '',
  email: '',
  country: '',
  phone: '',
  topic: '',
  message: '',
  name_of_institute: '',
  highest_degree: '',
  linkedin_profile_url: '',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A signed-in user's form starts with their name, e-mail and phone (the stored 'code-number'). */
export function valuesFromProfile(user: User | null | undefined): EnquiryValues {
  if (!user) return EMPTY_ENQUIRY;
  const stored = splitPhone(str(user.phone));
  const code = normalizeCountryCode(str(user.country_code) || stored.code);
  const country = COUNTRY_CODES.find((c) => c.code === code);
  return {
    ...EMPTY_ENQUIRY,
    first_name: str(user.first_name).trim(),
    last_name: str(user.last_name).trim(),
    email: str(user.email),
    country: country ? countryOption(country) : '',
    phone: country ? stored.number : '',
  };
}

/** The fields the validators and the api read (the mentor variant adds its three). */
export function toEnquiryBody(
  values: EnquiryValues,
  variant: EnquiryVariant,
  recaptchaResponse: string,
): MentorEnquiryBody {
  const body: MentorEnquiryBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    country_code: normalizeCountryCode(values.country),
    topic: values.topic,
    message: values.message.trim(),
    recaptchaResponse,
  };
  if (variant === 'mentor') {
    if (values.name_of_institute.trim()) body.name_of_institute = values.name_of_institute.trim();
    if (values.highest_degree) body.highest_degree = values.highest_degree;
    if (values.linkedin_profile_url.trim()) body.linkedin_profile_url = values.linkedin_profile_url.trim();
  }
  return body;
}
