import { describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en/app.json';
import { addressView, isProvisionedAddress, SCHOOL_ADDRESS_REFUSALS } from './school-address';

describe('an LMS or partner learner’s address (issue 43)', () => {
  it.each([
    ['lti-0123456789abcdef01234567@lms.modkit.invalid', true],
    ['LTI-0123@LMS.MODKIT.INVALID', true],
    ['ada@school.example', false],
    ['someone@lms.modkit.invalid.example.com', false],
    ['deleted-user@modkit.invalid', false],
    ['', false],
    [null, false],
  ])('%s is a placeholder: %s', (email, placeholder) =>
    expect(isProvisionedAddress(email)).toBe(placeholder),
  );

  it.each([
    [{ email: 'ada@school.example' }, { kind: 'own', email: 'ada@school.example' }],
    [
      { email: 'ada@school.example', school_address: { email: 'other@school.example', from: 'Canvas' } },
      { kind: 'own', email: 'ada@school.example' },
    ],
    [
      { email: 'lti-1@lms.modkit.invalid', school_address: { email: 'ada@school.example', from: 'Canvas' } },
      { kind: 'school', email: 'ada@school.example', from: 'Canvas' },
    ],
    [
      { email: 'lti-1@lms.modkit.invalid', school_address: { email: 'ada@school.example', from: null } },
      { kind: 'school', email: 'ada@school.example', from: null },
    ],
    [{ email: 'lti-1@lms.modkit.invalid', school_address: null }, { kind: 'none' }],
    [{ email: 'lti-1@lms.modkit.invalid' }, { kind: 'none' }],
  ])('%j shows %j', (user, view) => expect(addressView(user)).toEqual(view));
});

describe('the api’s refusals of the school-address calls', () => {
  it.each(Object.entries(SCHOOL_ADDRESS_REFUSALS))(
    '%s is a message of the app’s English catalogue (the app translates it)',
    (_name, text) => {
      expect(Object.values(english)).toContain(text);
    },
  );
});
