import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  signupDisabledReason,
  signupEnabled,
  validateInstantSignup,
  validateSignup,
} from './signup';

const signup = {
  first_name: 'Maya',
  last_name: 'Thompson 2',
  email: 'maya.t@example.com',
  password: 'Secret-12',
  recaptchaResponse: 'token',
};
const BAD_EMAIL = 'Invalid! Only letters,numbers & (.) is allowed';

describe('signup (part 1 §5)', () => {
  it.each([
    ['valid', {}, {}],
    ['no first name', { first_name: '' }, { first_name: 'First name is Required' }],
    ['blank last name', { last_name: '   ' }, { last_name: 'Last name is Required' }],
    ['digits only', { first_name: '1234' }, { first_name: 'First name needs letter, may include number.' }],
    ['letters and digits', { first_name: 'Maya2' }, {}],
    ['leading space', { last_name: ' Tom' }, { last_name: 'Last name needs letter, may include number.' }],
    ['inner space', { first_name: 'Mary Ann' }, {}],
    ['symbol in name', { last_name: 'Tom!' }, { last_name: 'Last name needs letter, may include number.' }],
    ['accented letters are letters', { first_name: 'Zoë Ana' }, {}],
    ['plus in e-mail', { email: 'maya+1@example.com' }, { email: BAD_EMAIL }],
    ['no dot after @', { email: 'maya@example' }, { email: BAD_EMAIL }],
    ['digits in the last part', { email: 'maya@example.c0m' }, { email: BAD_EMAIL }],
    ['e-mail with spaces around', { email: '  maya@example.com ' }, {}],
    ['no e-mail', { email: '' }, { email: 'Email is Required' }],
    ['no password', { password: '' }, { password: 'Password is Required' }],
    [
      '7-character password',
      { password: 'Abcdef1' },
      { password: 'password should be minimum 8 characters' },
    ],
    ['8-character password', { password: 'Abcdefg1' }, {}],
    ['country code without phone', { country_code: '+91' }, { phone: 'Phone number is required' }],
    ['phone without country code', { phone: '9876543210' }, { country_code: 'Country Code is required' }],
    ['India 10 digits', { phone: '9876543210', country_code: '+91' }, {}],
    [
      'India 9 digits',
      { phone: '987654321', country_code: '+91' },
      { phone: 'Phone number length is invalid' },
    ],
    ['UAE 9 digits', { phone: '501234567', country_code: 'UAE (+971)' }, {}],
    ['no captcha', { recaptchaResponse: '' }, { recaptchaResponse: 'Captcha is Required' }],
    ['captcha of the wrong type', { recaptchaResponse: {} }, { recaptchaResponse: 'Captcha is Required' }],
    ['a sign-up link instead of the captcha', { recaptchaResponse: '', email_token: 'token' }, {}],
    [
      'an empty sign-up link',
      { recaptchaResponse: '', email_token: ' ' },
      { recaptchaResponse: 'Captcha is Required' },
    ],
    ['extra fields are ignored', { role: 'ADMIN' }, {}],
    ['a language modkit speaks', { language: 'es' }, {}],
    ['no language', { language: '' }, {}],
    ['another language', { language: 'fr' }, { language: 'Language must be one of en, es, ar.' }],
  ])('%s', (_name, change, messages) => expect(validateSignup({ ...signup, ...change })).toEqual(messages));

  it.each([null, undefined, 'text', []])('names every field for %j', (input) =>
    expect(Object.keys(validateSignup(input)).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'recaptchaResponse',
    ]),
  );

  it.each([
    [true, true],
    [false, false],
  ])('terms ticked %s → Sign up enabled %s', (terms, enabled) => expect(signupEnabled(terms)).toBe(enabled));

  it.each([
    [true, null],
    [false, 'Tick the box to agree to the terms and conditions.'],
  ])('terms ticked %s → the reason under Sign Up: %s', (terms, reason) =>
    expect(signupDisabledReason(terms)).toBe(reason),
  );

  it.each([
    ['a.b.c@d1.co', true],
    ['a_b@d.co', false],
    ['a@d.co.uk', true],
  ])('%s matches the e-mail rule: %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));
});

describe('instant signup (part 1 §5)', () => {
  it.each([
    [
      {},
      {
        first_name: 'First name is Required',
        email: 'Email is Required',
        password: 'Password is Required',
        recaptchaResponse: 'Captcha is Required',
      },
    ],
    [
      { first_name: 'A', email: 'a@b.co', password: '1234567', recaptchaResponse: 'x' },
      { password: 'password should be minimum 8 characters' },
    ],
    [{ first_name: 'A', email: 'a@b.co', password: '12345678', recaptchaResponse: 'x' }, {}],
    [{ first_name: 'A', email: 'a@b.co', password: '12345678', recaptchaResponse: 'x', language: 'ar' }, {}],
    [
      { first_name: 'A', email: 'a@b.co', password: '12345678', recaptchaResponse: 'x', language: 'de' },
      { language: 'Language must be one of en, es, ar.' },
    ],
  ])('%j → %j', (input, messages) => expect(validateInstantSignup(input)).toEqual(messages));
});
