import { describe, expect, it } from 'vitest';
import {
  DEGREE_OPTIONS,
  GENDER_OPTIONS,
  GRADE_OPTIONS,
  I_AM_HERE_AS_OPTIONS,
  toWhereHearValue,
  WHERE_HEAR_OPTIONS,
} from './options';
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
  ])('%j → %s', (option, value) => expect(toWhereHearValue(option)).toBe(value));

  it('offers the five options in order, each with a distinct value', () => {
    expect(WHERE_HEAR_OPTIONS.map(toWhereHearValue)).toEqual([
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
    ['degree', DEGREE_OPTIONS, ['High School', 'Graduate', 'Masters', 'PhD', 'Others']],
    ['grade', GRADE_OPTIONS, ['8th', '9th', '10th', '11th', '12th', 'others']],
    ['i_am_here_as', I_AM_HERE_AS_OPTIONS.map((o) => o.value), ['HOBBYIST', 'PARENT', 'PROFESSIONAL']],
  ])('%s options', (_name, options, expected) => expect([...options]).toEqual(expected));
});

describe('gender (part 2 §5: sent upper-cased)', () => {
  it('offers Male, Female and Other, whose wire values are what the save rule makes of the labels', () => {
    expect(GENDER_OPTIONS.map((o) => o.label)).toEqual(['Male', 'Female', 'Other']);
    expect(GENDER_OPTIONS.map((o) => toProfilePayload({ gender: o.label }).gender)).toEqual(
      GENDER_OPTIONS.map((o) => o.value),
    );
  });
});
