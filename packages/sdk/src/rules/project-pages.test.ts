import { describe, expect, it } from 'vitest';
import { myListOrder } from './my-list';
import { PROJECT_SORTS, packageNameChanged } from './project-pages';

describe('project list sorts (part 1 §2.24)', () => {
  it('offers Newest first (DESC), then Oldest (ASC)', () => {
    expect(PROJECT_SORTS).toEqual(['Newest', 'Oldest']);
    expect(PROJECT_SORTS.map(myListOrder)).toEqual(['DESC', 'ASC']);
  });
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
