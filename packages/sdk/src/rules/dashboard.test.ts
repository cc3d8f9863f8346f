import { describe, expect, it } from 'vitest';
import {
  activityHours,
  DASHBOARD_SCOPE_NOTE,
  DASHBOARD_WIDGETS,
  defaultComparisonMonths,
  isFutureMonth,
  keepListedFilter,
  leaderboardLink,
  minutesPerDay,
  minutesToHours,
  piePercentages,
  sortGrades,
  validateComparisonMonths,
  visibleWidgets,
} from './dashboard';

const NOW = new Date('2026-11-22T12:00:00Z');
const months = (pairs: number[][]) => pairs.map(([month, year]) => ({ month: month!, year: year! }));

describe('dashboard arithmetic (part 2 §9)', () => {
  it.each([
    [90, 1.5],
    [100, 1.67],
    [1, 0.02],
    [0, 0],
    [61, 1.02],
  ])('%i minutes → %s hours', (minutes, hours) => expect(minutesToHours(minutes)).toBe(hours));

  it.each([
    [
      [1, 1, 1],
      [33.4, 33.3, 33.3],
    ],
    [
      [2, 1],
      [66.7, 33.3],
    ],
    [
      [7, 3, 5, 9],
      [29.2, 12.5, 20.8, 37.5],
    ],
    [
      [1, 1, 1, 1, 1, 1],
      [16.7, 16.7, 16.7, 16.7, 16.6, 16.6],
    ],
    [[5], [100]],
    [
      [0, 0],
      [0, 0],
    ],
  ])('pie %j → %j', (counts, pct) => {
    const out = piePercentages(counts);
    expect(out).toEqual(pct);
    if (counts.some((c) => c > 0)) expect(Math.round(out.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
  });
});

describe('comparison months (part 2 §4, §5)', () => {
  it.each([
    [
      '2026-11-22',
      [
        [8, 2026],
        [9, 2026],
        [10, 2026],
      ],
    ],
    [
      '2026-02-10',
      [
        [11, 2025],
        [12, 2025],
        [1, 2026],
      ],
    ],
    [
      '2026-01-31',
      [
        [10, 2025],
        [11, 2025],
        [12, 2025],
      ],
    ],
  ])('on %s defaults to the three previous months', (day, pairs) =>
    expect(defaultComparisonMonths(new Date(`${day}T12:00:00Z`))).toEqual(months(pairs)),
  );

  it.each([
    [
      [
        [1, 2026],
        [1, 2026],
      ],
      "Can't select same month twice!",
    ],
    [
      [
        [1, 2026],
        [1, 2025],
      ],
      null,
    ],
    [[[12, 2026]], 'Future months cannot be selected.'],
    [[[1, 2027]], 'Future months cannot be selected.'],
    [[[11, 2026]], null],
  ])('%j → %s', (pairs, message) => expect(validateComparisonMonths(months(pairs), NOW)).toBe(message));

  it.each([
    [11, 2026, false],
    [12, 2026, true],
    [12, 2025, false],
    [1, 2027, true],
  ])('month %i/%i is future: %s', (month, year, future) =>
    expect(isFutureMonth(month, year, NOW)).toBe(future),
  );
});

describe('filters, widgets and leaderboards (part 2 §2, §4)', () => {
  it.each([
    ['9th', ['9th', '10th'], '9th'],
    ['8th', ['9th'], null],
    [null, ['9th'], null],
    [undefined, [], null],
  ])('stored %s with list %j keeps %s', (stored, listed, kept) =>
    expect(keepListedFilter(stored, listed)).toBe(kept),
  );

  it.each([
    [{}, [], true],
    [{ PROJECT_COUNT: 'HIDE' }, [], true],
    [{ PROJECT_COUNT: 'SHOW', CATEGORIES: 'HIDE' }, ['PROJECT_COUNT'], false],
    [{ HOUR_COMPARISION: 'SHOW', UNKNOWN: 'SHOW' }, ['HOUR_COMPARISION'], false],
  ])('access %j → visible %j, all hidden %s', (access, visible, allHidden) =>
    expect(visibleWidgets(access)).toEqual({ visible, allHidden }),
  );

  it('knows the twelve widgets', () => expect(DASHBOARD_WIDGETS).toHaveLength(12));

  it.each([
    [5, 2, '/mentor/view-details/5?mentorId=2'],
    [5, null, '/mentor/view-details/5'],
    [5, undefined, '/mentor/view-details/5'],
  ])('learner %i with mentor %s → %s', (learner, mentor, link) =>
    expect(leaderboardLink(learner, mentor)).toBe(link),
  );
});

describe('active users: total and average hours (issue 14)', () => {
  it.each([
    [3, 240, 4, 1.33],
    [2, 300, 5, 2.5],
    [1, 59, 0.98, 0.98],
    [16, 8850, 147.5, 9.22],
    [3, 241, 4.02, 1.34],
    [0, 0, 0, 0],
    [0, 30, 0.5, 0],
  ])(
    '%i active, %i minutes → %s hours in total, %s on average',
    (usersActive, totalTimeSpent, total, average) =>
      expect(activityHours({ usersActive, totalTimeSpent })).toEqual({ total, average }),
  );

  it('never shows a total below the average when someone was active', () => {
    for (let users = 1; users <= 40; users++)
      for (let minutes = 0; minutes <= 3000; minutes += 7) {
        const { total, average } = activityHours({ usersActive: users, totalTimeSpent: minutes });
        expect(total).toBeGreaterThanOrEqual(average);
      }
  });

  it('reads a missing row as nobody', () =>
    expect(activityHours(undefined)).toEqual({ total: 0, average: 0 }));
});

describe('hour comparison: minutes per day of a month (issue 14)', () => {
  const rows = [
    { year: 2025, month: 3, day: 3, mins: 120 },
    { year: 2025, month: 3, day: 17, mins: 60 },
    { year: 2025, month: 3, day: 17, mins: 45 },
    { year: 2025, month: 3, day: 31, mins: 15 },
    { year: 2025, month: 2, day: 10, mins: 120 },
    { year: 2024, month: 3, day: 5, mins: 99 },
  ];
  const placed = (days: number[]) => Object.fromEntries(days.flatMap((m, i) => (m ? [[i + 1, m]] : [])));

  it.each([
    [{ month: 3, year: 2025 }, 31, { 3: 120, 17: 105, 31: 15 }],
    [{ month: 2, year: 2025 }, 28, { 10: 120 }],
    [{ month: 3, year: 2024 }, 31, { 5: 99 }],
    [{ month: 2, year: 2024 }, 29, {}],
    [{ month: 4, year: 2025 }, 30, {}],
  ])('%j: %i days, minutes on %j', (month, length, days) => {
    const out = minutesPerDay(rows, month);
    expect(out).toHaveLength(length);
    expect(placed(out)).toEqual(days);
  });

  it.each([
    ['without a day', { year: 2025, month: 3, mins: 50 }],
    ['on day 0', { year: 2025, month: 3, day: 0, mins: 50 }],
    ['after the last day', { year: 2025, month: 2, day: 29, mins: 50 }],
    ['on a fractional day', { year: 2025, month: 3, day: 1.5, mins: 50 }],
  ])('a row %s is on no day (never on day 1)', (_, row) =>
    expect(placed(minutesPerDay([row], { month: row.month, year: 2025 }))).toEqual({}),
  );
});

describe('filter lists: grades in school order (issue 14)', () => {
  it.each([
    [
      ['10th', '8th', '12th', '9th', '11th'],
      ['8th', '9th', '10th', '11th', '12th'],
    ],
    [
      ['Grade 10', 'Grade 8', 'Grade 9', 'Grade 12'],
      ['Grade 8', 'Grade 9', 'Grade 10', 'Grade 12'],
    ],
    [
      ['others', '10th', '8th'],
      ['8th', '10th', 'others'],
    ],
    [
      ['Other', 'College', '12th', 'after school'],
      ['12th', 'after school', 'College', 'Other'],
    ],
    [
      ['10', '9', '1'],
      ['1', '9', '10'],
    ],
    [['9th'], ['9th']],
    [[], []],
  ])('%j → %j', (grades, sorted) => {
    const input = [...grades];
    expect(sortGrades(input)).toEqual(sorted);
    expect(input).toEqual(grades);
  });
});

describe('the dashboard scope note', () => {
  it('says whose learners the figures cover', () =>
    expect(DASHBOARD_SCOPE_NOTE).toBe("These figures cover your mentees' learners and your own learners."));
});
