import { describe, expect, it } from 'vitest';
import { ENQUIRY_TOPICS, toEnquiryTopic, validateContactEnquiry, validateMentorEnquiry } from './enquiry';

const contact = {
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'a@b.co',
  phone: '9876543210',
  country_code: '+91',
  topic: 'Others',
  message: 'Hello',
};
const NAME_PATTERN = 'First name must contain only alphanumeric characters.';

describe('contact form (part 2 §5)', () => {
  it('names every empty field with the spec texts', () =>
    expect(validateContactEnquiry({})).toEqual({
      first_name: 'First Name is Required',
      last_name: 'Last Name is Required',
      email: 'Email is Required',
      phone: 'Phone number is required',
      topic: 'Nature is Required',
      message: 'Message is Required',
    }));

  it.each([
    ['valid', {}, {}],
    ['two words', { first_name: 'Ana Maria' }, {}],
    ['trimmed', { first_name: '  Ana  ' }, {}],
    ['symbols in name', { first_name: 'Ana!' }, { first_name: NAME_PATTERN }],
    ['double space', { first_name: 'Ana  Maria' }, { first_name: NAME_PATTERN }],
    ['last name pattern says First name', { last_name: 'L_e' }, { last_name: NAME_PATTERN }],
    ['letters in phone', { phone: '98765abc10' }, { phone: 'Phone No must contain only numbers.' }],
    ['9 digits for India', { phone: '987654321' }, { phone: 'Phone number length is invalid' }],
    ['9 digits for UAE', { phone: '501234567', country_code: 'UAE (+971)' }, {}],
    ['no country code', { country_code: '' }, { country_code: 'Country code is required with phone number' }],
    [
      'message starting with a symbol',
      { message: '?Hi' },
      { message: 'Message must start with an alphabet or a number.' },
    ],
    ['message starting with a digit', { message: '2 questions' }, {}],
    ['no topic', { topic: '' }, { topic: 'Nature is Required' }],
  ])('%s', (_name, change, messages) =>
    expect(validateContactEnquiry({ ...contact, ...change })).toEqual(messages),
  );

  it.each([
    ['How to Use the product', 'HOW_TO_USE_THE_PRODUCT'],
    ['Login Issues', 'LOGIN_ISSUES'],
    ['Payment Related', 'PAYMENT_RELATED'],
    ['Others', 'OTHERS'],
  ])('topic %s is sent as %s', (topic, wire) => {
    expect(ENQUIRY_TOPICS).toContain(topic);
    expect(toEnquiryTopic(topic)).toBe(wire);
  });
});

describe('mentor enquiry (part 2 §2)', () => {
  const mentor = { ...contact, name_of_institute: 'MIT', highest_degree: 'PhD' };
  it.each([
    ['without the extra fields', {}, {}],
    ['with a LinkedIn URL', { linkedin_profile_url: 'https://www.linkedin.com/in/ana' }, {}],
    [
      'with another URL',
      { linkedin_profile_url: 'https://example.com/ana' },
      { linkedin_profile_url: 'Enter a LinkedIn profile URL.' },
    ],
    ['with the contact rules', { first_name: '' }, { first_name: 'First Name is Required' }],
  ])('%s', (_name, change, messages) =>
    expect(validateMentorEnquiry({ ...mentor, ...change })).toEqual(messages),
  );
});
