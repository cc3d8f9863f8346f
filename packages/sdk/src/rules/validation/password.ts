import { type FieldMessages, text } from './field-messages';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from './signup';

export const PASSWORD_MESSAGES = {
  email: 'Email is Required',
  password: 'Password is Required',
  confirm: 'Confirm Password is Required',
  mismatch: 'Passwords do not match.',
  length: SIGNUP_MESSAGES.passwordLength,
  oldPassword: 'Old Password is Required',
  newPassword: 'New Password is Required',
  dialogTitle: 'Validation Error!',
  changed: 'Your password has been changed!',
} as const;

/** The password hint rule: ≥ 8 characters, a digit or non-word character, an upper- and a lower-case letter, one line. */
export function meetsPasswordHint(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[\d\W]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    !/[\r\n]/.test(password)
  );
}

function raw(input: unknown, field: string): string {
  const value =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Forgot password: the e-mail is required. */
export function validateForgotPassword(input: unknown): FieldMessages {
  return text(input, 'email') ? {} : { email: PASSWORD_MESSAGES.email };
}

/** Reset password: password and confirmation required, ≥ 8 characters, equal. */
export function validateResetPassword(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  const password = raw(input, 'password');
  const confirm = raw(input, 'password_confirmation');
  if (!password) out.password = PASSWORD_MESSAGES.password;
  else if (password.length < PASSWORD_MIN_LENGTH) out.password = PASSWORD_MESSAGES.length;
  if (!confirm) out.password_confirmation = PASSWORD_MESSAGES.confirm;
  else if (password && confirm !== password) out.password_confirmation = PASSWORD_MESSAGES.mismatch;
  return out;
}

/** Change password (part 2 §5). */
export function validateChangePassword(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  const password = raw(input, 'password');
  const confirm = raw(input, 'password_confirmation');
  if (!raw(input, 'old_password')) out.old_password = PASSWORD_MESSAGES.oldPassword;
  if (!password) out.password = PASSWORD_MESSAGES.newPassword;
  else if (password.length < PASSWORD_MIN_LENGTH) out.password = PASSWORD_MESSAGES.length;
  if (!confirm) out.password_confirmation = PASSWORD_MESSAGES.confirm;
  else if (password && confirm !== password) out.password_confirmation = PASSWORD_MESSAGES.mismatch;
  return out;
}
