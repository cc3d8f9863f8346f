import { describe, expect, it } from 'vitest';
import { myListOrder } from './my-list';
import { PROJECT_SORTS, packageNameChanged, projectPointsMessage } from './project-pages';

describe('project list sorts (part 1 §2.24)', () => {
  it('offers Newest first (DESC), then Oldest (ASC)', () => {
    expect(PROJECT_SORTS).toEqual(['Newest', 'Oldest']);
    expect(PROJECT_SORTS.map(myListOrder)).toEqual(['DESC', 'ASC']);
  });
});

describe('the points message (part 1 §9: mini 100, skill building 200)', () => {
  it.each([
    ['MINI_PROJECT', 'You earned 100 points for this Mini Project.'],
    ['SKILL_BUILDING_PROJECT', 'You earned 200 points for this Skill Building Project.'],
    [null, 'You earned 100 points for this Mini Project.'],
  ])('%s → %s', (type, text) => expect(projectPointsMessage(type)).toBe(text));
});

describe('package change after a submission (part 1 §4)', () => {
  it.each([
    ['FREE', 'PREMIUM', true],
    ['PREMIUM', 'PREMIUM', false],
    [undefined, 'FREE', true],
    [null, undefined, false],
    ['STARTER', null, true],
  ])('%j → %j: reload %s', (stored, fresh, reload) => expect(packageNameChanged(stored, fresh)).toBe(reload));
});
