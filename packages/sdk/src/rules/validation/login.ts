import { type FieldMessages, text } from './field-messages';

/** Login texts (part 1 §5). */
export const LOGIN_MESSAGES = {
  email: 'Email is Required',
  password: 'Password is Required',
  dialog: 'Please enter the field which is marked in red.',
} as const;

/** Temporary sign-in page alerts (part 1 §5): lower-case 'required' there. */
export const TEMPORARY_SIGN_IN_MESSAGES = {
  email: 'Email is required',
  password: 'password is required',
} as const;

/** Login form (part 1 §5). */
export function validateLogin(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'email')) out.email = LOGIN_MESSAGES.email;
  if (!text(input, 'password')) out.password = LOGIN_MESSAGES.password;
  return out;
}

/** Temporary sign-in page (part 1 §2.13, §5). */
export function validateTemporarySignIn(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'email')) out.email = TEMPORARY_SIGN_IN_MESSAGES.email;
  if (!text(input, 'password')) out.password = TEMPORARY_SIGN_IN_MESSAGES.password;
  return out;
}
