import { describe, expect, it } from 'vitest';
import { formatPhone, normalizeCountryCode, phoneLengthFor, splitPhone } from '../phone';
import { validateLogin, validateTemporarySignIn } from './login';
import {
  validateComment,
  validateProjectModal,
  validateProjectPage,
  validateReflectionAnswer,
} from './module-forms';
import {
  meetsPasswordHint,
  validateChangePassword,
  validateForgotPassword,
  validateResetPassword,
} from './password';
import { validateProfile } from './profile';
import { toWhereHearValue, validateInstantSignup, validateSignup } from './signup';

const signup = {
  first_name: 'Maya',
  last_name: 'Thompson 2',
  email: 'maya.t@example.com',
  password: 'Secret-12',
  recaptchaResponse: 'token',
};

describe('login (part 1 §5)', () => {
  it.each([
    [{}, { email: 'Email is Required', password: 'Password is Required' }],
    [{ email: ' a@b.co ', password: '' }, { password: 'Password is Required' }],
    [{ email: 'a@b.co', password: 'x' }, {}],
    [null, { email: 'Email is Required', password: 'Password is Required' }],
  ])('%j → %j', (input, messages) => expect(validateLogin(input)).toEqual(messages));

  it('uses the temporary sign-in texts there', () => {
    expect(validateTemporarySignIn({})).toEqual({
      email: 'Email is required',
      password: 'password is required',
    });
  });
});

describe('signup (part 1 §5)', () => {
  it.each([
    ['valid', {}, {}],
    ['no first name', { first_name: '' }, { first_name: 'First name is Required' }],
    ['digits only', { first_name: '1234' }, { first_name: 'First name needs letter, may include number.' }],
    ['leading space', { last_name: ' Tom' }, { last_name: 'Last name needs letter, may include number.' }],
    ['symbol in name', { last_name: 'Tom!' }, { last_name: 'Last name needs letter, may include number.' }],
    ['accented letters are letters', { first_name: 'Zoë Ana' }, {}],
    [
      'bad e-mail',
      { email: 'maya+1@example.com' },
      { email: 'Invalid! Only letters,numbers & (.) is allowed' },
    ],
    ['no e-mail', { email: '' }, { email: 'Email is Required' }],
    [
      '7-character password',
      { password: 'Abcdef1' },
      { password: 'password should be minimum 8 characters' },
    ],
    ['8-character password', { password: 'Abcdefg1' }, {}],
    ['country code without phone', { country_code: '+91' }, { phone: 'Phone number is required' }],
    ['phone without country code', { phone: '9876543210' }, { country_code: 'Country Code is required' }],
    ['no captcha', { recaptchaResponse: '' }, { recaptchaResponse: 'Captcha is Required' }],
  ])('%s', (_name, change, messages) => expect(validateSignup({ ...signup, ...change })).toEqual(messages));

  it.each([
    ['Friend', 'FRIEND'],
    ['Local Ad', 'LOCAL_AD'],
    ['Social Media', 'SOCIAL_MEDIA'],
    ['Newspaper', 'NEWSPAPER'],
    ['a b c', 'A_B C'],
  ])('where-did-you-hear %s → %s', (option, value) => expect(toWhereHearValue(option)).toBe(value));

  it('instant signup needs name, e-mail, an 8-character password and the captcha', () => {
    expect(validateInstantSignup({})).toEqual({
      first_name: 'First name is Required',
      email: 'Email is Required',
      password: 'Password is Required',
      recaptchaResponse: 'Captcha is Required',
    });
    expect(
      validateInstantSignup({
        first_name: 'A',
        email: 'a@b.co',
        password: '1234567',
        recaptchaResponse: 'x',
      }),
    ).toEqual({
      password: 'password should be minimum 8 characters',
    });
  });
});

describe('passwords', () => {
  it.each([
    [{}, { email: 'Email is Required' }],
    [{ email: 'a@b.co' }, {}],
  ])('forgot %j → %j', (input, messages) => expect(validateForgotPassword(input)).toEqual(messages));

  it.each([
    [{}, { password: 'Password is Required', password_confirmation: 'Confirm Password is Required' }],
    [
      { password: 'Abcdefg1', password_confirmation: 'Abcdefg2' },
      { password_confirmation: 'Passwords do not match.' },
    ],
    [{ password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }, {}],
  ])('reset %j → %j', (input, messages) => expect(validateResetPassword(input)).toEqual(messages));

  it('change password needs the old one', () => {
    expect(validateChangePassword({})).toEqual({
      old_password: 'Old Password is Required',
      password: 'New Password is Required',
      password_confirmation: 'Confirm Password is Required',
    });
  });

  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abcdefg!', true],
    ['Abcd\nefg1', false],
  ])('hint rule %j → %s', (password, ok) => expect(meetsPasswordHint(password)).toBe(ok));
});

describe('phone numbers per country code', () => {
  it.each([
    ['+91', 10],
    ['+971', 9],
    ['+852', 8],
    ['+65', 8],
    ['+1', 10],
    ['+44', 10],
    ['India (+91)', 10],
    ['971', 9],
  ])('%s allows %i digits', (code, length) => expect(phoneLengthFor(code)).toBe(length));

  it('formats as code-number and splits back', () => {
    expect(formatPhone('UAE (+971)', '50 123 4567')).toBe('+971-501234567');
    expect(splitPhone('+971-501234567')).toEqual({ code: '+971', number: '501234567' });
    expect(normalizeCountryCode('')).toBe('');
  });
});

describe('profile (part 2 §5)', () => {
  const base = { first_name: 'Maya', last_name: 'T', email: 'm@x.co' };
  it.each([
    ['valid', {}, {}],
    [
      'names and e-mail required',
      { first_name: '', last_name: ' ', email: '' },
      {
        first_name: 'First Name is Required',
        last_name: 'Last Name is Required',
        email: 'Email is Required',
      },
    ],
    [
      'phone without code',
      { phone: '9876543210' },
      { country_code: 'Country code is required with phone number' },
    ],
    ['UAE 9 digits', { phone: '501234567', country_code: '+971' }, {}],
    [
      'UAE 10 digits',
      { phone: '5012345678', country_code: '+971' },
      { phone: 'Phone number length is invalid' },
    ],
    [
      'India 9 digits',
      { phone: '987654321', country_code: '+91' },
      { phone: 'Phone number length is invalid' },
    ],
    ['dob today', { dob: '2026-11-22' }, {}],
    ['dob tomorrow', { dob: '2026-11-23' }, { dob: 'Date of birth cannot be in the future.' }],
  ])('%s', (_name, change, messages) =>
    expect(validateProfile({ ...base, ...change }, '2026-11-22')).toEqual(messages),
  );

  it('checks only the fields sent in a partial update', () => {
    expect(validateProfile({ about: 'x' }, '2026-11-22', { full: false })).toEqual({});
    expect(validateProfile({ first_name: '' }, '2026-11-22', { full: false })).toEqual({
      first_name: 'First Name is Required',
    });
  });
});

describe('module forms (part 1 §5)', () => {
  it('reflection answer is required', () => {
    expect(validateReflectionAnswer({ reflection_question_answer: '  ' })).toEqual({
      reflection_question_answer: 'Answer is Required',
    });
    expect(validateReflectionAnswer({ reflection_question_answer: 'yes' })).toEqual({});
  });
  it.each([
    [{}, 0, { description: 'Summary is Required' }],
    [{ description: 'x' }, 5, {}],
    [{ description: 'x' }, 6, { documents: 'At most 5 files can be uploaded.' }],
  ])('project modal %j with %i files → %j', (input, files, messages) =>
    expect(validateProjectModal(input, files)).toEqual(messages),
  );
  it('project page', () => {
    expect(validateProjectPage({})).toEqual({
      description: 'Summary required. Please fill this field to continue.',
      project_id: 'Project is Required',
    });
  });
  it('comments are trimmed and never empty', () => {
    expect(validateComment({ message: ' \n ' })).toEqual({ message: 'Message is Required' });
  });
});
