import { describe, expect, it } from 'vitest';
import { NOW } from '../../test/fixed-clock';
import { decideActivitySync } from './activity';

const MIN = 60_000;

describe('activity sync window 5..180 minutes (part 1 §4)', () => {
  it.each([
    ['never synced', null, { postMinutes: null, reset: true }],
    ['4 min 59 s', 4 * MIN + 59_000, { postMinutes: null, reset: false }],
    ['4 min', 4 * MIN, { postMinutes: null, reset: false }],
    ['5 min', 5 * MIN, { postMinutes: 5, reset: true }],
    ['47 min 30 s (whole minutes)', 47 * MIN + 30_000, { postMinutes: 47, reset: true }],
    ['180 min', 180 * MIN, { postMinutes: 180, reset: true }],
    ['180 min 59 s', 180 * MIN + 59_000, { postMinutes: 180, reset: true }],
    ['181 min', 181 * MIN, { postMinutes: null, reset: true }],
    ['two days', 2880 * MIN, { postMinutes: null, reset: true }],
  ])('%s ago → %j', (_name, ago, decision) =>
    expect(decideActivitySync(ago === null ? null : NOW - ago, NOW)).toEqual(decision),
  );

  it.each([
    ['in the future (clock changed)', NOW + MIN],
    ['not a number', Number.NaN],
  ])('resets when the stored time is %s', (_name, last) =>
    expect(decideActivitySync(last, NOW)).toEqual({ postMinutes: null, reset: true }),
  );
});
