import { describe, expect, it } from 'vitest';
import * as rule from './options';
import { toProfilePayload } from './validation/profile';

describe('where did you hear about us (part 1 §5)', () => {
  it.each([
    ['Friend', 'FRIEND'],
    ['Local Ad', 'LOCAL_AD'],
    ['Newspaper', 'NEWSPAPER'],
    ['Social Media', 'SOCIAL_MEDIA'],
    ['Other', 'OTHER'],
    ['a b c', 'A_B C'],
    [' Local Ad ', 'LOCAL_AD'],
  ])('%j → %s', (option, value) => expect(rule.toWhereHearValue(option)).toBe(value));

  it('offers the five options in order, each with a distinct value', () => {
    expect(rule.WHERE_HEAR_OPTIONS.map(rule.toWhereHearValue)).toEqual([
      'FRIEND',
      'LOCAL_AD',
      'NEWSPAPER',
      'SOCIAL_MEDIA',
      'OTHER',
    ]);
  });
});

describe('profile option lists (part 1 §9)', () => {
  it.each([
    ['degree', rule.DEGREE_OPTIONS, ['High School', 'Graduate', 'Masters', 'PhD', 'Others']],
    ['grade', rule.GRADE_OPTIONS, ['8th', '9th', '10th', '11th', '12th', 'others']],
    ['i_am_here_as', rule.I_AM_HERE_AS_OPTIONS.map((o) => o.value), ['HOBBYIST', 'PARENT', 'PROFESSIONAL']],
  ])('%s options', (_name, options, expected) => expect([...options]).toEqual(expected));
});

describe('gender (part 2 §5: sent upper-cased)', () => {
  it('offers Male, Female and Other, whose wire values are what the save rule makes of the labels', () => {
    expect(rule.GENDER_OPTIONS.map((o) => o.label)).toEqual(['Male', 'Female', 'Other']);
    expect(rule.GENDER_OPTIONS.map((o) => toProfilePayload({ gender: o.label }).gender)).toEqual(
      rule.GENDER_OPTIONS.map((o) => o.value),
    );
  });
});
