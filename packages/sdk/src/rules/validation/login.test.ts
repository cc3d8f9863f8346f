import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, validateLogin, validateTemporarySignIn } from './login';

describe('login (part 1 §5)', () => {
  it.each([
    [{}, { email: 'Email is Required', password: 'Password is Required' }],
    [{ email: ' a@b.co ', password: '' }, { password: 'Password is Required' }],
    [{ email: '   ', password: 'x' }, { email: 'Email is Required' }],
    [{ email: 'a@b.co', password: 'x' }, {}],
    [{ email: 'a@b.co', password: ['x'] }, { password: 'Password is Required' }],
    [null, { email: 'Email is Required', password: 'Password is Required' }],
  ])('%j → %j', (input, messages) => expect(validateLogin(input)).toEqual(messages));

  it('asks for the fields marked in red', () =>
    expect(LOGIN_MESSAGES.dialog).toBe('Please enter the field which is marked in red.'));

  it.each([
    [{}, { email: 'Email is required', password: 'password is required' }],
    [{ email: 'a@b.co' }, { password: 'password is required' }],
    [{ email: 'a@b.co', password: 'x' }, {}],
  ])('temporary sign-in %j → %j', (input, messages) =>
    expect(validateTemporarySignIn(input)).toEqual(messages),
  );
});
