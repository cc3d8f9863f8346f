import { describe, expect, it } from 'vitest';
import { isProfilePhotoSizeOk, toProfilePayload, validateProfile } from './profile';

const TODAY = '2026-11-22';
const base = { first_name: 'Maya', last_name: 'T', email: 'm@x.co' };
const LENGTH = 'Phone number length is invalid';

describe('profile save (part 2 §5)', () => {
  it.each([
    ['valid', {}, {}],
    [
      'names and e-mail required',
      { first_name: '', last_name: ' ', email: null },
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
    ['UAE 10 digits', { phone: '5012345678', country_code: '+971' }, { phone: LENGTH }],
    ['India 9 digits', { phone: '987654321', country_code: '+91' }, { phone: LENGTH }],
    ['India 10 digits', { phone: '9876543210', country_code: '+91' }, {}],
    ['stored code-number form', { phone: '+91-9876543210', country_code: '+91' }, {}],
    ['HongKong 8 digits', { phone: '91234567', country_code: 'HongKong (+852)' }, {}],
    ['no phone, code alone', { country_code: '+91' }, {}],
    ['dob today', { dob: '2026-11-22' }, {}],
    ['dob tomorrow', { dob: '2026-11-23' }, { dob: 'Date of birth cannot be in the future.' }],
    ['dob as ISO timestamp', { dob: '2001-05-04T00:00:00.000Z' }, {}],
    ['dob not a date', { dob: 'yesterday' }, { dob: 'Date of birth must be a date (YYYY-MM-DD).' }],
  ])('%s', (_name, change, messages) =>
    expect(validateProfile({ ...base, ...change }, TODAY)).toEqual(messages),
  );

  it.each([
    [{ about: 'x' }, {}],
    [{ language: 'es' }, {}],
    [{ language: 'ar' }, {}],
    [{ language: 'en' }, {}],
    [{ language: '' }, {}],
    [{ language: null }, {}],
    [{ language: 'fr' }, { language: 'Language must be one of en, es, ar.' }],
    [{ language: 'es-MX' }, { language: 'Language must be one of en, es, ar.' }],
    [{ language: 'ES' }, { language: 'Language must be one of en, es, ar.' }],
    [{ language: ['es'] }, { language: 'Language must be one of en, es, ar.' }],
    [{ first_name: '' }, { first_name: 'First Name is Required' }],
    [{ phone: '123', country_code: '+91' }, { phone: LENGTH }],
  ])('partial update %j → %j', (input, messages) =>
    expect(validateProfile(input, TODAY, { full: false })).toEqual(messages),
  );

  it.each([
    [10 * 1024 * 1024, true],
    [10 * 1024 * 1024 + 1, false],
  ])('a %i-byte photo is accepted: %s', (bytes, ok) => expect(isProfilePhotoSizeOk(bytes)).toBe(ok));
});

describe('profile payload before saving', () => {
  it('drops nulls, prefixes the phone, upper-cases gender and sends interest ids', () => {
    expect(
      toProfilePayload({
        first_name: 'Maya',
        about: null,
        field_of_study: undefined,
        phone: '98765 43210',
        country_code: '+91',
        gender: 'female',
        user_interest: [{ id: 3, name: 'Art' }, { id: 9, name: 'Math' }, 3],
        university_aspire: ['MIT'],
      }),
    ).toEqual({
      first_name: 'Maya',
      phone: '+91-9876543210',
      country_code: '+91',
      gender: 'FEMALE',
      user_interest: [3, 9],
      university_aspire: ['MIT'],
    });
  });

  it.each([
    [{ phone: '+971-501234567', country_code: '+971' }, '+971-501234567'],
    [{ phone: '', country_code: '+91' }, ''],
  ])('keeps %j as phone %j', (profile, phone) => expect(toProfilePayload(profile).phone).toBe(phone));
});
