import { describe, expect, it } from 'vitest';
import { DAY, NOW } from '../../test/fixed-clock';
import {
  certificateState,
  completionRibbon,
  isRatingScore,
  isWeeklyAddition,
  nextFeaturedRefresh,
  publishAgeDays,
  ratedText,
  showsCarouselArrows,
} from './library';

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

describe('Weekly Addition under 19 days (part 1 §2.20, §9)', () => {
  it.each([
    [0, true],
    [18, true],
    [18.99, true],
    [19, false],
    [30, false],
  ])('published %s days ago → %s', (days, yes) => expect(isWeeklyAddition(daysAgo(days), NOW)).toBe(yes));

  it.each([null, undefined, '', 'not a date'])('no ribbon for publish_at %j', (value) =>
    expect(isWeeklyAddition(value, NOW)).toBe(false),
  );

  it('counts whole days', () => expect(publishAgeDays(daysAgo(18.5), NOW)).toBe(18));
});

describe('carousels', () => {
  it.each([
    [4, 'modules', false],
    [5, 'modules', true],
    [2, 'projects', false],
    [3, 'projects', true],
  ] as const)('%i %s → arrows %s', (n, kind, yes) => expect(showsCarouselArrows(n, kind)).toBe(yes));

  it('defaults to module carousels', () =>
    expect([showsCarouselArrows(4), showsCarouselArrows(5)]).toEqual([false, true]));
});

describe('featured question refresh (cap 3, part 1 §4)', () => {
  it.each([
    [0, { fetch: true, count: 1 }],
    [1, { fetch: false, count: 2 }],
    [2, { fetch: false, count: 3 }],
    [3, { fetch: true, count: 1 }],
    [7, { fetch: true, count: 1 }],
  ])('count %i → %j', (count, next) => expect(nextFeaturedRefresh(count)).toEqual(next));

  it('fetches once every three refreshes', () => {
    let count = 0;
    const fetches: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const next = nextFeaturedRefresh(count);
      fetches.push(next.fetch);
      count = next.count;
    }
    expect(fetches).toEqual([true, false, false, true, false, false]);
  });
});

describe('cards, ratings and certificates', () => {
  it.each([
    [100, 'Completed'],
    [66, 'Ongoing'],
    [0, 'Ongoing'],
    [null, null],
  ])('completion %s → ribbon %s', (pct, ribbon) => expect(completionRibbon(pct)).toBe(ribbon));

  it.each([
    [-10, true],
    [1, true],
    [10, true],
    [5, false],
    ['10', false],
  ])('rating %j accepted: %s', (score, ok) => expect(isRatingScore(score)).toBe(ok));

  it.each([
    ['/certs/1.pdf', { locked: false, path: '/certs/1.pdf' }],
    [null, { locked: true, tooltip: 'Complete the steps to earn your certificate!' }],
  ])('certificate path %j → %j', (path, state) => expect(certificateState(path)).toEqual(state));
});

describe('a rating read back', () => {
  it.each([
    [10, 'You rated this module: Loved.'],
    [1, 'You rated this module: Liked.'],
    [-10, 'You rated this module: Okay.'],
    [5, null],
    [null, null],
    [undefined, null],
  ])('score %j → %j', (score, text) => expect(ratedText(score)).toBe(text));
});
