import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/in-english';
import * as rule from './account-pages';
import { FREE_PACKAGE_LABEL } from './commerce';
import { BADGE_TIERS, POINTS_PER_ACTION } from './points';

describe('the activity chart (part 2 Activity Log, §9)', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => expect(rule.daysInMonth(year, month)).toBe(days));

  it('has the minutes axis ticks 60 to 1440, one an hour', () => {
    expect(rule.ACTIVITY_MINUTE_TICKS[0]).toBe(60);
    expect(rule.ACTIVITY_MINUTE_TICKS.at(-1)).toBe(1440);
    expect(rule.ACTIVITY_MINUTE_TICKS).toHaveLength(24);
  });

  const entry = (created_at: string, min: number) => ({ created_at, min });
  it.each([
    ['one bar per day of February', [], '2026-02', 28, {}],
    ['a day of the month', [entry('2026-11-03T00:00:00.000Z', 45)], '2026-11', 30, { 2: 45 }],
    [
      'two entries of one day added up',
      [entry('2026-11-03T08:00:00.000Z', 45), entry('2026-11-03T18:00:00.000Z', 30)],
      '2026-11',
      30,
      { 2: 75 },
    ],
    [
      'a day capped at 1440',
      [entry('2026-11-30T00:00:00Z', 1000), entry('2026-11-30T09:00:00Z', 900)],
      '2026-11',
      30,
      { 29: 1440 },
    ],
    ['another month ignored', [entry('2026-10-31T00:00:00.000Z', 20)], '2026-11', 30, {}],
    [
      'zero and negative minutes ignored',
      [entry('2026-11-01T00:00:00Z', -5), entry('2026-11-02T00:00:00Z', 0)],
      '2026-11',
      30,
      {},
    ],
    ['day 31 of a 31-day month', [entry('2026-12-31T00:00:00Z', 12)], '2026-12', 31, { 30: 12 }],
  ])('%s', (_name, entries, month, length, filled) => {
    const days = rule.dailyMinutes(entries, month);
    expect(days).toHaveLength(length);
    const expected = new Array(length).fill(0);
    for (const [i, v] of Object.entries(filled)) expected[Number(i)] = v;
    expect(days).toEqual(expected);
  });

  it.each(['2026-13', '2026-1', 'November', ''])('a malformed month %j gives no days', (month) =>
    expect(rule.dailyMinutes([entry('2026-11-01T00:00:00Z', 5)], month)).toEqual([]),
  );

  it.each([
    ['2026-11', 'November 2026'],
    ['2027-01', 'January 2027'],
    ['2026-00', ''],
  ])('month %s reads %j', (month, label) => expect(rule.monthLabel(month)).toBe(label));

  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
    [1440, '24 h'],
  ])('%i minutes read %j', (minutes, text) => expect(rule.minutesText(minutes)).toBe(text));

  it.each([
    [[0, 0, 0], 'No activity recorded in November 2026.'],
    [[30, 0, 95], '2 h 5 min on 2 days in November 2026'],
    [[0, 20, 0], '20 min on 1 day in November 2026'],
  ])('summary of %j', (days, text) => expect(rule.activitySummary(days, '2026-11')).toBe(text));
});

describe('My Account (part 2 §2, §4)', () => {
  it.each([
    [FREE_PACKAGE_LABEL, 'FREE PACKAGE'],
    [0, '0 days left'],
    [1, '1 day left'],
    [90, '90 days left'],
  ] as const)('%j days left reads %j', (left, text) => expect(inEnglish(rule.daysLeftText(left))).toBe(text));

  it.each([
    [
      'the package duration first',
      {
        created_at: '2026-01-01T00:00:00Z',
        purchase_package_expiry_date: '2026-02-01T00:00:00Z',
        packages: { duration: 90 },
      },
      90,
    ],
    [
      'else the days between start and expiry',
      {
        created_at: '2026-01-01T00:00:00Z',
        purchase_package_expiry_date: '2026-04-01T00:00:00Z',
        packages: { duration: null },
      },
      90,
    ],
    [
      'none without an expiry (free)',
      { created_at: '2026-01-01T00:00:00Z', purchase_package_expiry_date: null, packages: null },
      null,
    ],
    [
      'none for an expiry before the start',
      { created_at: '2026-03-01T00:00:00Z', purchase_package_expiry_date: '2026-01-01T00:00:00Z' },
      null,
    ],
  ])('duration: %s', (_name, subscription, days) =>
    expect(rule.subscriptionDurationDays(subscription)).toBe(days),
  );
});

describe('Your Points (part 2 §2, §4, §9)', () => {
  it('lists every action that earns points, with the points of §9', () => {
    expect(rule.HOW_TO_EARN.map((h) => [h.action, h.points])).toEqual(
      Object.entries(POINTS_PER_ACTION).map(([action, points]) => [action, points]),
    );
    expect(new Set(rule.HOW_TO_EARN.map((h) => h.text)).size).toBe(rule.HOW_TO_EARN.length);
  });

  it.each([
    [0, 1, '500 points to Explorer'],
    [650, 2, '1,350 points to Vivid Thinker'],
    [4999, 3, '1 point to Master Problem Solver'],
    [6000, null, null],
  ])('%i points, upcoming %j → %j', (points, id, text) =>
    expect(rule.pointsToBadgeText(points, id === null ? null : rule.badgeById(id))).toBe(text),
  );

  it.each([
    [1, 'Explorer'],
    [3, 'Master Problem Solver'],
    [9, null],
  ])('badge %i is %j', (id, name) => expect(rule.badgeById(id)?.name ?? null).toBe(name));

  it('knows every tier by id', () => expect(BADGE_TIERS.every((b) => rule.badgeById(b.id) === b)).toBe(true));
});

describe('interest cloud weights (part 2 Activity Log "Most Viewed")', () => {
  it.each([
    ['none', [], []],
    ['a single item in the middle', [9], [3]],
    ['equal scores in the middle', [4, 4], [3, 3]],
    ['least 1, most 5, linear between', [1, 3, 5, 2], [1, 3, 5, 2]],
    ['rounded steps', [10, 20, 100], [1, 1, 5]],
  ])('%s', (_name, scores, weights) =>
    expect(
      rule.cloudWeights(scores.map((score, i) => ({ name: `t${i}`, score }))).map((i) => i.weight),
    ).toEqual(weights),
  );

  it('keeps the items and their order', () =>
    expect(
      rule
        .cloudWeights([
          { name: 'b', score: 1 },
          { name: 'a', score: 2 },
        ])
        .map((i) => i.name),
    ).toEqual(['b', 'a']));
});

describe('profile texts (part 2 §2 My Profile, §3)', () => {
  it.each([
    [{ id: 1, name: 'Riverside High School' }, 'Riverside High School'],
    [' Lakeside Academy ', 'Lakeside Academy'],
    [null, ''],
    [{ id: 2 }, ''],
    [42, ''],
  ])('organization %j reads %j', (value, text) => expect(rule.organizationName(value)).toBe(text));

  it.each([
    ['Maya Thompson', 'MT'],
    ['  robin  ', 'R'],
    ['Ana María de la Cruz', 'AM'],
    ['', '?'],
    [null, '?'],
  ])('initials of %j are %j', (name, initials) => expect(rule.initialsOf(name)).toBe(initials));
});
