import { describe, expect, it } from 'vitest';
import { interestIds, interestProgress, validateInterests } from './interests';

const TOO_FEW = { user_interest: 'Please select at least 5 topics.' };

describe('interests (part 1 §5)', () => {
  it.each([
    [[1, 2, 3, 4], TOO_FEW],
    [[1, 2, 3, 4, 5], {}],
    [[1, 2, 3, 4, 4], TOO_FEW],
    [['1', '2', '3', '4', '5'], {}],
    [[{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }], {}],
    [[1, 2, 3, 4, 'x', -5, 2.5], TOO_FEW],
    [[], TOO_FEW],
  ])('%j → %j', (ids, messages) => {
    expect(validateInterests(ids)).toEqual(messages);
    expect(validateInterests({ user_interest: ids })).toEqual(messages);
  });

  it.each([null, 'x', { user_interest: '1,2,3,4,5' }])('refuses %j', (input) =>
    expect(validateInterests(input)).toEqual(TOO_FEW),
  );

  it.each([
    [[], 0],
    [[1], 20],
    [[1, 2, 3, 4], 80],
    [[1, 2, 3, 4, 5], 100],
    [[1, 2, 3, 4, 5, 6], 100],
    [[1, 1, 1], 20],
  ])('progress for %j is %i %%', (ids, pct) => expect(interestProgress(ids)).toBe(pct));

  it('ignores a topic picked twice', () => {
    expect(interestIds([3, '3', { id: 3 }, 7])).toEqual([3, 7]);
  });
});
