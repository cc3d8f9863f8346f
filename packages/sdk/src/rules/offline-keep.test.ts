import { describe, expect, it } from 'vitest';
import { type KeptModule, modulesToEvict, OFFLINE_BUDGET_BYTES } from './offline-keep';

const m = (moduleId: number, bytes: number, usedAt: number, pinned = false): KeptModule => ({
  moduleId,
  bytes,
  usedAt,
  pinned,
});

describe('the budget of kept modules: least recently used out first', () => {
  it.each<[string, KeptModule[], number, number[]]>([
    ['within the budget', [m(1, 40, 1), m(2, 60, 2)], 100, []],
    ['one over', [m(1, 40, 1), m(2, 61, 2)], 100, [1]],
    ['the oldest read goes first', [m(1, 40, 5), m(2, 40, 1), m(3, 40, 3)], 100, [2]],
    ['as many as needed', [m(1, 40, 5), m(2, 40, 1), m(3, 40, 3)], 40, [2, 3]],
    ['kept on purpose go last', [m(1, 60, 1, true), m(2, 60, 9)], 100, [2]],
    ['kept on purpose go when nothing else is left', [m(1, 80, 1, true), m(2, 80, 2, true)], 100, [1]],
    ['an empty device', [], 100, []],
    ['same time: the lower id first', [m(2, 60, 1), m(1, 60, 1)], 100, [1]],
  ])('%s', (_case, kept, budget, evicted) => expect(modulesToEvict(kept, budget)).toEqual(evicted));

  it('defaults to 50 MB', () => {
    expect(OFFLINE_BUDGET_BYTES).toBe(52_428_800);
    expect(modulesToEvict([m(1, 30_000_000, 1), m(2, 30_000_000, 2)])).toEqual([1]);
  });
});
