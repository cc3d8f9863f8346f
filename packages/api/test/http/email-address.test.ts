import { isValidEmail } from '@modkit/sdk/rules';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../src/http/input/email-address';

describe('an e-mail address from another system (RFC 5321)', () => {
  it.each([
    ['mary-jane@school.org', true],
    ['first_last@mail.school.org', true],
    ['amy+modkit@school.example.org', true],
    ["o'brien@school.ie", true],
    ['Amy.Lee@School.ORG', true],
    ['a@x.test', true],
    ['no-at-sign.school.org', false],
    ['two@at@school.org', false],
    ['.starts-with-a-dot@school.org', false],
    ['double..dot@school.org', false],
    ['space inside@school.org', false],
    ['single-label@localhost', false],
    ['bad-domain@-school.org', false],
    ['trailing-dot@school.org.', false],
    ['"quoted"@school.org', false],
    ['literal@[127.0.0.1]', false],
    ['jürgen@schule.de', false],
    [`${'x'.repeat(65)}@school.org`, false],
    [
      `amy@${'a'.repeat(60)}.${'e'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.org`,
      false,
    ],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isEmailAddress(address)).toBe(expected);
  });

  it('takes what the signup form’s rule refuses: a hyphen, a plus, an underscore', () => {
    for (const address of ['mary-jane@school.org', 'amy+modkit@school.org', 'first_last@school.org']) {
      expect(isValidEmail(address), address).toBe(false);
      expect(isEmailAddress(address), address).toBe(true);
    }
  });
});
