import { normalizeCountryCode } from '@modkit/sdk/rules';

/** What the signup form holds while it is edited (the country as its option, 'India (+91)'). */
export const EMPTY_SIGNUP = {
  first_name: '',
  last_name: '',
  email: '',
  country: '',
  phone: '',
  password: '',
  where: '',
};

export type SignupValues = typeof EMPTY_SIGNUP;

/** The signup's values as validateSignup reads them: the e-mail trimmed, the country as its code. */
export const signupInput = (values: SignupValues, recaptchaResponse: string, emailToken?: string | null) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email.trim(),
  password: values.password,
  phone: values.phone,
  country_code: normalizeCountryCode(values.country),
  recaptchaResponse,
  ...(emailToken ? { email_token: emailToken } : {}),
});
