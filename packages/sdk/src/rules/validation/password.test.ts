import { describe, expect, it } from 'vitest';
import {
  meetsPasswordHint,
  PASSWORD_MESSAGES,
  validateChangePassword,
  validateForgotPassword,
  validateResetPassword,
} from './password';

const HINT = PASSWORD_MESSAGES.hint;
const SHORT = 'password should be minimum 8 characters';
const MISMATCH = 'Passwords do not match.';

describe('forgot and reset password (part 1 §5)', () => {
  it.each([
    [{}, { email: 'Email is Required' }],
    [{ email: '  ' }, { email: 'Email is Required' }],
    [{ email: 'a@b.co' }, {}],
  ])('forgot %j → %j', (input, messages) => expect(validateForgotPassword(input)).toEqual(messages));

  it.each([
    [{}, { password: 'Password is Required', password_confirmation: 'Confirm Password is Required' }],
    [{ password: 'Abcdefg1' }, { password_confirmation: 'Confirm Password is Required' }],
    [{ password: 'Abcdef1', password_confirmation: 'Abcdef1' }, { password: SHORT }],
    [{ password: 'Abcdefg1', password_confirmation: 'Abcdefg2' }, { password_confirmation: MISMATCH }],
    [{ password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }, {}],
    [{ password: 'abcdefgh', password_confirmation: 'abcdefgh' }, {}],
  ])('reset %j → %j', (input, messages) => expect(validateResetPassword(input)).toEqual(messages));

  it('titles the dialog "Validation Error!"', () =>
    expect(PASSWORD_MESSAGES.dialogTitle).toBe('Validation Error!'));
});

describe('change password (part 2 §5)', () => {
  const ok = { old_password: 'Demo-pass-1', password: 'Brand-new-1', password_confirmation: 'Brand-new-1' };
  it.each([
    [
      'empty',
      { old_password: '', password: '', password_confirmation: '' },
      {
        old_password: 'Old Password is Required',
        password: 'New Password is Required',
        password_confirmation: 'Confirm Password is Required',
      },
    ],
    ['valid', {}, {}],
    ['7 characters', { password: 'Brand-1', password_confirmation: 'Brand-1' }, { password: SHORT }],
    ['no uppercase', { password: 'brand-new-1', password_confirmation: 'brand-new-1' }, { password: HINT }],
    ['confirmation differs', { password_confirmation: 'Brand-new-2' }, { password_confirmation: MISMATCH }],
  ])('%s', (_name, change, messages) =>
    expect(validateChangePassword({ ...ok, ...change })).toEqual(messages),
  );
});

describe('password hint rule', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abcdefg!', true],
    ['Abcd efg', true],
    ['Abcd\nefg1', false],
  ])('%j → %s', (password, ok) => expect(meetsPasswordHint(password)).toBe(ok));
});
