import { describe, expect, it } from 'vitest';
import { assignFailureView, canAssignModule, decideGetStarted } from './get-started';
import {
  addInterest,
  bookmarkAction,
  completionRibbon,
  interestProgress,
  isWeeklyAddition,
  mergeMyList,
  myListOrder,
  nextFeaturedRefresh,
  showsCarouselArrows,
  showsNotificationDot,
  validateInterests,
} from './library';
import {
  modulesLeftLabel,
  modulesLeftStrip,
  priceSuffix,
  purchasablePackages,
  showsAssignedCarousel,
  showsRequestAccess,
  showsUpgradeLink,
} from './packages';
import { badgeProgress, badgesFor, currentAndUpcomingBadge } from './points';
import { bannerQuestion, orDash, sidebarName, truncate } from './text';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('Get Started (part 1 §4)', () => {
  const base = { remainingModules: 3, allowedModules: 5, alreadyViewed: false, alreadyAssigned: false };
  it.each([
    [
      'learner out of modules',
      { role: 'learner', remainingModules: 0 },
      { kind: 'strip', text: "You're out of free modules. Please upgrade.", action: 'upgrade' },
    ],
    [
      'mentor out of modules',
      { role: 'mentor', remainingModules: 0 },
      { kind: 'strip', text: "You're out of modules. Please request for access.", action: 'request' },
    ],
    [
      '0 left but already viewed',
      { role: 'learner', remainingModules: 0, alreadyViewed: true, alreadyAssigned: true },
      { kind: 'open' },
    ],
    [
      '0 left but unlimited',
      { role: 'learner', remainingModules: 0, allowedModules: -1 },
      { kind: 'assign-then-open' },
    ],
    ['mentor with modules', { role: 'mentor' }, { kind: 'open' }],
    ['learner assigned', { role: 'learner', alreadyAssigned: true }, { kind: 'open' }],
    ['learner not assigned', { role: 'learner' }, { kind: 'assign-then-open' }],
  ] as const)('%s', (_n, change, expected) => {
    expect(decideGetStarted({ ...base, ...change } as Parameters<typeof decideGetStarted>[0])).toMatchObject(
      expected,
    );
  });

  it.each([
    [-1, undefined, true],
    [1, undefined, true],
    [0, undefined, false],
    [0, 2, true],
    [0, 0, false],
  ])('can assign with remaining %i and mentor remaining %s: %s', (r, m, ok) =>
    expect(canAssignModule(r, m)).toBe(ok),
  );

  it.each([
    [false, 500, 'strip'],
    [true, 400, 'strip'],
    [true, 500, 'error-modal'],
  ] as const)('assign failure, verified %s, status %i → %s', (v, s, view) =>
    expect(assignFailureView(v, s)).toBe(view),
  );
});

describe('packages', () => {
  it.each([
    ['monthly', '/monthly'],
    ['quarterly', '/quarterly'],
    ['yearly', '/yearly'],
    ['1 Year', '/yearly'],
    ['Lifetime', ''],
  ])('price suffix of %s is %j', (d, s) => expect(priceSuffix(d)).toBe(s));
  it('hides the upgrade link only for the yearly package', () => {
    expect([
      showsUpgradeLink({ duration_in_humanize: 'yearly' }),
      showsUpgradeLink({ duration_in_humanize: 'quarterly' }),
    ]).toEqual([false, true]);
  });
  it('never offers the free package', () => {
    expect(
      purchasablePackages([
        { name: 'FREE', is_free: 1 },
        { name: 'STARTER', is_free: 0 },
      ]).map((p) => p.name),
    ).toEqual(['STARTER']);
  });
  it.each([
    [0, 5, true],
    [0, -1, false],
    [1, 5, false],
  ])('Request Access with remaining %i of %i: %s', (r, a, ok) => expect(showsRequestAccess(r, a)).toBe(ok));
  it('writes the module strips and labels', () => {
    expect(modulesLeftStrip(2, 5)).toBe(
      'You only have 2 out of 5 modules left. Request for unlimited access.',
    );
    expect(modulesLeftStrip(2, -1)).toBeNull();
    expect(modulesLeftLabel(1)).toBe('1/3 modules left');
  });
  it.each([
    [1, 3, true],
    [0, 3, false],
    [1, 0, false],
  ])('assigned carousel with sessions %i and %i items: %s', (s, n, ok) =>
    expect(showsAssignedCarousel({ number_of_session: s }, n)).toBe(ok),
  );
});

describe('library', () => {
  it.each([
    [18, true],
    [19, false],
    [0, true],
  ])('published %i days ago → Weekly Addition %s', (days, yes) => {
    expect(isWeeklyAddition(new Date(NOW - days * DAY - 1000).toISOString(), NOW)).toBe(yes);
  });
  it.each([
    [4, 'modules', false],
    [5, 'modules', true],
    [2, 'projects', false],
    [3, 'projects', true],
  ] as const)('%i %s → arrows %s', (n, kind, yes) => expect(showsCarouselArrows(n, kind)).toBe(yes));
  it.each([
    [0, { fetch: true, count: 1 }],
    [1, { fetch: false, count: 2 }],
    [2, { fetch: false, count: 3 }],
    [3, { fetch: true, count: 1 }],
  ])('featured refresh at count %i → %j', (count, next) => expect(nextFeaturedRefresh(count)).toEqual(next));
  it.each([
    [true, null, { action: 'create' }],
    [false, 7, { action: 'delete', id: 7 }],
    [false, null, { action: 'none' }],
  ] as const)('bookmark checked %s with id %s → %j', (c, id, a) => expect(bookmarkAction(c, id)).toEqual(a));
  it('merges My List without duplicates and adds both totals', () => {
    const merged = mergeMyList(
      { items: [{ id: 1 }, { id: 2 }], total: 2 },
      { items: [{ id: 2 }, { id: 3 }], total: 5 },
    );
    expect(merged).toEqual({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 7 });
    expect([myListOrder('Oldest'), myListOrder('Newest')]).toEqual(['ASC', 'DESC']);
  });
  it.each([
    [[1, 1, 1, 1, 0, 0], false],
    [[1, 1, 1, 0], true],
    [[1, 1, 1, 1, 0], false],
    [[], false],
  ])('notification dot for %j: %s', (reads, dot) =>
    expect(showsNotificationDot(reads.map((is_read) => ({ is_read })))).toBe(dot),
  );
  it('tracks interests: duplicates ignored, 20 % each, at least 5', () => {
    const four = [1, 2, 3, 4].reduce(addInterest, [] as number[]);
    expect(addInterest(four, 4)).toEqual([1, 2, 3, 4]);
    expect([interestProgress(four), interestProgress([...four, 5, 6])]).toEqual([80, 100]);
    expect(validateInterests(four)).toEqual({ user_interest: 'Please select at least 5 topics.' });
    expect(validateInterests([...four, 5])).toEqual({});
  });
  it.each([
    [100, 'Completed'],
    [66, 'Ongoing'],
    [null, null],
  ])('completion %s → ribbon %s', (p, r) => expect(completionRibbon(p)).toBe(r));
});

describe('text cuts', () => {
  it('cuts with " ..."', () => {
    expect(truncate('a'.repeat(161), 160)).toBe(`${'a'.repeat(160)} ...`);
    expect(truncate('a'.repeat(160), 160)).toBe('a'.repeat(160));
  });
  it.each([
    [null, 1024, 'No Question Available'],
    ['q'.repeat(170), 768, `${'q'.repeat(160)} ...`],
    ['q'.repeat(170), 767, 'q'.repeat(170)],
  ])('banner question %#', (q, w, out) => expect(bannerQuestion(q, w)).toBe(out));
  it('cuts the sidebar name to 80 and shows --- when missing', () => {
    expect(sidebarName('n'.repeat(81))).toBe(`${'n'.repeat(80)} ...`);
    expect([sidebarName(''), sidebarName(null), orDash(' ')]).toEqual(['---', '---', '---']);
  });
});

describe('points and badges', () => {
  it.each([
    [499, [], [1, 2, 3]],
    [500, [1], [2, 3]],
    [2000, [1, 2], [3]],
    [5000, [1, 2, 3], []],
  ])('%i points', (points, earned, upcoming) =>
    expect(badgesFor(points)).toEqual({ badge: earned, upcommingBadge: upcoming }),
  );
  it('shows the last earned and the first upcoming badge, with progress', () => {
    expect(currentAndUpcomingBadge([1, 2], [3])).toMatchObject({
      current: { name: 'Vivid Thinker' },
      upcoming: { name: 'Master Problem Solver' },
    });
    expect([badgeProgress(250), badgeProgress(1250), badgeProgress(6000)]).toEqual([50, 50, 100]);
  });
});
