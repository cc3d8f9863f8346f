import { describe, expect, it } from 'vitest';
import { decideActivitySync } from './activity';
import {
  nextCompletedPercentage,
  shouldSaveProgress,
  tabScrollPercent,
  tabsCompletedFromPercentage,
} from './progress';

describe('tab progress (part 1 §4)', () => {
  it.each([
    [0, 0],
    [1, 33],
    [2, 66],
    [3, 100],
    [4, 100],
  ])('%i completed tabs save %i', (tabs, pct) => expect(nextCompletedPercentage(tabs)).toBe(pct));

  it.each([
    [100, [true, true, true]],
    [99, [true, true, false]],
    [67, [true, true, false]],
    [66, [true, true, false]],
    [65, [true, false, false]],
    [34, [true, false, false]],
    [33, [true, false, false]],
    [32, [false, false, false]],
    [0, [false, false, false]],
    [null, [false, false, false]],
  ])('stored %s marks tabs %j on load', (stored, tabs) =>
    expect(tabsCompletedFromPercentage(stored)).toEqual(tabs),
  );

  it.each([
    [66, 33, false],
    [33, 66, true],
    [66, 66, false],
    [null, 33, true],
    [0, 0, false],
  ])('stored %s, new %i: save = %s (never lower)', (stored, next, save) =>
    expect(shouldSaveProgress(stored, next)).toBe(save),
  );

  it.each([
    [950, 1000, 0, 100],
    [475, 1000, 1, 50],
    [950, 1000, 2, 95],
    [1000, 1000, 2, 100],
    [10, 0, 0, 100],
  ])('scroll %i of %i on tab %i is %i %%', (bottom, height, tab, pct) =>
    expect(tabScrollPercent(bottom, height, tab)).toBe(pct),
  );
});

describe('activity sync window (part 1 §4)', () => {
  const min = 60_000;
  it.each([
    [null, { postMinutes: null, reset: true }],
    [4 * min + 59_000, { postMinutes: null, reset: false }],
    [5 * min, { postMinutes: 5, reset: true }],
    [180 * min, { postMinutes: 180, reset: true }],
    [180 * min + 59_000, { postMinutes: 180, reset: true }],
    [181 * min, { postMinutes: null, reset: true }],
  ])('last update %s ms ago → %j', (ago, decision) => {
    const now = 1_000_000_000_000;
    expect(decideActivitySync(ago === null ? null : now - ago, now)).toEqual(decision);
  });

  it('resets when the stored time is in the future (clock changed)', () => {
    expect(decideActivitySync(2000, 1000)).toEqual({ postMinutes: null, reset: true });
  });
});
