import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_WIDGETS,
  defaultComparisonMonths,
  isFutureMonth,
  keepListedFilter,
  leaderboardLink,
  minutesToHours,
  piePercentages,
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
