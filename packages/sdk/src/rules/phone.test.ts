import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  formatPhone,
  isPhoneLengthValid,
  normalizeCountryCode,
  phoneAfterCodeChange,
  phoneLengthFor,
  splitPhone,
} from './phone';

describe('phone length per country code (part 1 §5, part 2 §5)', () => {
  it.each([
    ['+91', 10],
    ['+971', 9],
    ['+852', 8],
    ['+65', 8],
    ['+1', 10],
    ['+44', 10],
    ['', 10],
    [null, 10],
    ['India (+91)', 10],
    ['UAE (+971)', 9],
    ['971', 9],
  ])('%s allows %i digits', (code, length) => expect(phoneLengthFor(code)).toBe(length));

  it.each([
    ['+91', '987654321', false],
    ['+91', '9876543210', true],
    ['+91', '98765432101', false],
    ['+971', '501234567', true],
    ['+971', '5012345678', false],
    ['+852', '91234567', true],
    ['+65', '9123456', false],
    ['+1', '416 555 0100', true],
  ])('%s with %s is valid: %s', (code, number, ok) => expect(isPhoneLengthValid(code, number)).toBe(ok));

  it('lists each country with label, code, length and flag', () => {
    expect(COUNTRY_CODES.map((c) => `${c.label} ${c.code} ${c.length}`)).toEqual([
      'India +91 10',
      'UAE +971 9',
      'HongKong +852 8',
      'Singapore +65 8',
      'Canada +1 10',
      'USA +1 10',
    ]);
    expect(COUNTRY_CODES.every((c) => /^\p{Regional_Indicator}{2}$/u.test(c.flag))).toBe(true);
  });
});

describe('wire form code-number', () => {
  it.each([
    ['+91', '9876543210', '+91-9876543210'],
    ['UAE (+971)', '50 123 4567', '+971-501234567'],
    ['91', '98765-43210', '+91-9876543210'],
  ])('%s + %s → %s', (code, number, wire) => expect(formatPhone(code, number)).toBe(wire));

  it.each([
    ['+971-501234567', { code: '+971', number: '501234567' }],
    ['9876543210', { code: '', number: '9876543210' }],
    [null, { code: '', number: '' }],
  ])('splits %s', (phone, parts) => expect(splitPhone(phone)).toEqual(parts));

  it.each([
    ['', ''],
    ['  +65 ', '+65'],
    ['Singapore (+65)', '+65'],
    ['abc', ''],
  ])('normalizes code %j → %j', (raw, code) => expect(normalizeCountryCode(raw)).toBe(code));

  it.each([
    ['+91', '+971', ''],
    ['+91', 'India (+91)', '9876543210'],
  ])('changing %s to %s leaves %j', (before, after, phone) =>
    expect(phoneAfterCodeChange(before, after, '9876543210')).toBe(phone),
  );
});
