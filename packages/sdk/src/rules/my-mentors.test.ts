import { describe, expect, it } from 'vitest';
import * as rule from './my-mentors';

const TODAY = '2026-11-22';

describe('the date bounds of the schedule form (part 1 §5)', () => {
  it('runs from today to 90 days ahead, across a year end', () => {
    expect(rule.SESSION_DATE_MAX_DAYS_AHEAD).toBe(90);
    expect(rule.sessionDateBounds(TODAY)).toEqual({ min: '2026-11-22', max: '2027-02-20' });
    expect(rule.sessionDateBounds('2026-13-01')).toBeNull();
  });

  it.each([
    ['2026-11-21', false],
    ['2026-11-22', true],
    ['2027-02-20', true],
    ['2027-02-21', false],
    ['2026-02-30', false],
    ['22-11-2026', false],
    ['', false],
  ])('%s allowed: %s', (date, ok) => expect(rule.isSessionDateAllowed(date, TODAY)).toBe(ok));
});

describe('the form date DD-MM-YYYY', () => {
  it.each([
    ['2026-12-05', '05-12-2026'],
    ['2027-01-31', '31-01-2027'],
    ['2027-02-31', ''],
    ['05-12-2026', ''],
  ])('%s → %j', (ymd, form) => expect(rule.toSessionFormDate(ymd)).toBe(form));
});

describe('the time steps of a picked day (15 minutes, H:mm)', () => {
  it('offers all 96 steps on a later day', () => {
    const options = rule.sessionTimeOptionsOn('2026-11-23', TODAY, 600);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['0:00', '0:15', '0:30']);
    expect(options.at(-1)).toBe('23:45');
  });

  it.each([
    [600, '10:15', 55],
    [601, '10:15', 55],
    [614, '10:15', 55],
    [615, '10:30', 54],
    [1425, undefined, 0],
  ])('today at minute %i the first step is %s (%i steps)', (now, first, count) => {
    const options = rule.sessionTimeOptionsOn(TODAY, TODAY, now);
    expect(options[0]).toBe(first);
    expect(options).toHaveLength(count);
  });

  it('offers nothing on a date outside the bounds', () => {
    expect(rule.sessionTimeOptionsOn('2026-11-21', TODAY, 0)).toEqual([]);
    expect(rule.sessionTimeOptionsOn('2027-03-01', TODAY, 0)).toEqual([]);
  });
});

describe('a session date and time, DD-MM-YYYY H:mm', () => {
  it.each([
    [{ year: 2026, month: 12, day: 5, hours: 9, minutes: 15 }, '05-12-2026 9:15'],
    [{ year: 2027, month: 1, day: 31, hours: 0, minutes: 0 }, '31-01-2027 0:00'],
    [{ year: 2026, month: 11, day: 22, hours: 23, minutes: 45 }, '22-11-2026 23:45'],
  ])('%j → %s', (parts, text) => expect(rule.sessionWhenText(parts)).toBe(text));
});

describe('the no-mentors text', () => {
  it('explains that unaffiliated learners have no mentors', () =>
    expect(rule.NO_MENTORS_TEXT).toMatch(/not affiliated .* have no mentors\.$/));
});
