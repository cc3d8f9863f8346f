import { describe, expect, it } from 'vitest';
import * as rule from './points';

describe('points per action (part 2 §9)', () => {
  it.each([
    ['SHARE', 50],
    ['GET_THE_IDEA', 50],
    ['REFLECTION_ANSWER', 50],
    ['MINI_PROJECT', 100],
    ['SKILL_BUILDING_PROJECT', 200],
    ['COLLECTION', 100],
  ] as const)('%s earns %i', (action, points) => expect(rule.POINTS_PER_ACTION[action]).toBe(points));

  it('shows "50 points" on a module preview, the points of Get the Idea', () =>
    expect(rule.MODULE_POINTS_TEXT).toBe(`${rule.POINTS_PER_ACTION.GET_THE_IDEA} points`));

  it.each([
    ['SKILL_BUILDING_PROJECT', 200, 'Skill Building Project'],
    ['MINI_PROJECT', 100, 'Mini Project'],
    [null, 100, 'Mini Project'],
  ])('a %s project earns %i and reads %s', (type, points, label) => {
    expect(rule.projectPoints(type)).toBe(points);
    expect(rule.projectTypeLabel(type)).toBe(label);
  });
});

describe('badges (part 1 §9, part 2 §4)', () => {
  it('has the three tiers', () =>
    expect(rule.BADGE_TIERS.map((b) => [b.name, b.points])).toEqual([
      ['Explorer', 500],
      ['Vivid Thinker', 2000],
      ['Master Problem Solver', 5000],
    ]));

  it.each([
    [0, [], [1, 2, 3]],
    [499, [], [1, 2, 3]],
    [500, [1], [2, 3]],
    [1999, [1], [2, 3]],
    [2000, [1, 2], [3]],
    [4999, [1, 2], [3]],
    [5000, [1, 2, 3], []],
  ])('%i points earn %j, upcoming %j', (points, earned, upcoming) =>
    expect(rule.badgesFor(points)).toEqual({ badge: earned, upcommingBadge: upcoming }),
  );

  it.each([
    [[], [1, 2, 3], null, 'Explorer'],
    [[1], [2, 3], 'Explorer', 'Vivid Thinker'],
    [[1, 2], [3], 'Vivid Thinker', 'Master Problem Solver'],
    [[1, 2, 3], [], 'Master Problem Solver', null],
  ])('earned %j, upcoming %j → current %s, next %s', (earned, upcoming, current, next) => {
    const shown = rule.currentAndUpcomingBadge(earned, upcoming);
    expect([shown.current?.name ?? null, shown.upcoming?.name ?? null]).toEqual([current, next]);
  });

  it.each([
    [0, 0],
    [250, 50],
    [500, 0],
    [1250, 50],
    [3500, 50],
    [4999, 99],
    [6000, 100],
  ])('%i points → %i %% towards the next badge', (points, pct) =>
    expect(rule.badgeProgress(points)).toBe(pct),
  );

  it.each([
    [null, 0],
    [undefined, 0],
    [120, 120],
  ])('header badge for %s shows %i', (points, shown) => expect(rule.pointsBadgeValue(points)).toBe(shown));
});

describe('the badge step at the end of a module', () => {
  it.each([
    [0, 'Explorer', 0, 500],
    [250, 'Explorer', 50, 250],
    [500, 'Vivid Thinker', 0, 1500],
    [1250, 'Vivid Thinker', 50, 750],
    [4999, 'Master Problem Solver', 99, 1],
    [5000, null, 100, 0],
    [9000, null, 100, 0],
  ])('%i points: next %s, %i %%, %i to go', (points, name, progress, toGo) => {
    const step = rule.nextBadgeStep(points);
    expect(step.next?.name ?? null).toBe(name);
    expect(step.progress).toBe(progress);
    expect(step.toGo).toBe(toGo);
  });

  it('keeps the certificates issued since the module opened', () => {
    const opened = Date.parse('2026-11-25T10:00:00Z');
    const list = [
      { id: 1, created_at: '2026-11-25T09:59:59Z' },
      { id: 2, created_at: '2026-11-25T10:00:00Z' },
      { id: 3, created_at: '2026-11-25T10:05:00Z' },
      { id: 4, created_at: null },
    ];
    expect(rule.certificatesSince(list, opened).map((c) => c.id)).toEqual([2, 3]);
  });
});
