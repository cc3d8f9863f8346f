import { describe, expect, it } from 'vitest';
import { validateInvite } from './invite';

const BOTH = { email: 'Email is Required', phone: 'Phone number is Required' };
const LENGTH = { phone: 'Phone number length is invalid' };

describe('invite learner (part 2 §5)', () => {
  it.each([
    ['nothing', {}, BOTH],
    ['blank values', { email: ' ', phone: ' ' }, BOTH],
    ['e-mail only', { email: 'a@b.co' }, {}],
    ['UAE phone, code in parentheses', { phone: '501234567', country_code: 'UAE (+971)' }, {}],
    ['phone with spaces', { phone: '50 123 4567', country_code: '+971' }, {}],
    ['UAE phone, 8 digits', { phone: '50123456', country_code: '+971' }, LENGTH],
    ['India phone, 10 digits', { phone: '9876543210', country_code: 'India (+91)' }, {}],
    [
      'phone without code',
      { phone: '501234567' },
      { country_code: 'Country code is required with phone number' },
    ],
    ['e-mail and a bad phone', { email: 'a@b.co', phone: '123', country_code: '+91' }, LENGTH],
  ])('%s', (_name, input, messages) => expect(validateInvite(input)).toEqual(messages));
});
