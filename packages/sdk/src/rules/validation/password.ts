import { SUCCESS_MESSAGES, VALIDATION_ERROR_DIALOG_TITLE } from '../messages';
import { type FieldMessages, rawText, text } from './field-messages';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from './signup';

/** Forgot, reset and change password (part 1 §2.7, §5; part 2 §5). */

/** Texts of the password forms (mismatch and hint texts are ours). */
export const PASSWORD_MESSAGES = /* @__PURE__ */ (() =>
  ({
    email: 'Email is Required',
    password: 'Password is Required',
    confirm: 'Confirm Password is Required',
    mismatch: 'Passwords do not match.',
    length: SIGNUP_MESSAGES.passwordLength,
    hint: 'At least 8 characters on one line, with an uppercase letter, a lowercase letter and a digit or symbol.',
    oldPassword: 'Old Password is Required',
    newPassword: 'New Password is Required',
    dialogTitle: VALIDATION_ERROR_DIALOG_TITLE,
    changed: SUCCESS_MESSAGES.passwordChanged,
  }) as const)();

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

/** Forgot password: the e-mail is required. */
export function validateForgotPassword(input: unknown): FieldMessages {
  return text(input, 'email') ? {} : { email: PASSWORD_MESSAGES.email };
}

/** New password and its confirmation: required, at least 8 characters (and the hint rule if asked), equal. */
function checkNewPassword(out: FieldMessages, input: unknown, required: string, hint: boolean): void {
  const password = rawText(input, 'password');
  const confirm = rawText(input, 'password_confirmation');
  if (!password) out.password = required;
  else if (password.length < PASSWORD_MIN_LENGTH) out.password = PASSWORD_MESSAGES.length;
  else if (hint && !meetsPasswordHint(password)) out.password = PASSWORD_MESSAGES.hint;
  if (!confirm) out.password_confirmation = PASSWORD_MESSAGES.confirm;
  else if (password && confirm !== password) out.password_confirmation = PASSWORD_MESSAGES.mismatch;
}

/** Reset password: password and confirmation required ('Confirm Password is Required'), ≥ 8 characters, equal. */
export function validateResetPassword(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  checkNewPassword(out, input, PASSWORD_MESSAGES.password, false);
  return out;
}

/** Change password (part 2 §5): old, new (hint rule enforced) and confirmation. */
export function validateChangePassword(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!rawText(input, 'old_password')) out.old_password = PASSWORD_MESSAGES.oldPassword;
  checkNewPassword(out, input, PASSWORD_MESSAGES.newPassword, true);
  return out;
}
