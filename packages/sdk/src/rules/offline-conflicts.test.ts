import { describe, expect, it } from 'vitest';
import { actionTime, commentParent, markWins, mergedProgress, reflectionOutcome } from './offline-conflicts';

const T = (minute: number) => `2026-12-08T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('progress only rises (max)', () => {
  it.each([
    [null, 33, 33],
    [undefined, 0, 0],
    [66, 33, 66],
    [33, 66, 66],
    [100, 100, 100],
    [0, 100, 100],
  ])('stored %s, incoming %i: %i', (stored, incoming, kept) =>
    expect(mergedProgress(stored, incoming)).toBe(kept),
  );
});

describe("the device's time of an action, as the server keeps it", () => {
  const now = T(30);
  it.each([
    [T(10), T(10)],
    [T(30), T(30)],
    [T(45), T(30)],
    ['2026-12-08T11:10:00+01:00', T(10)],
    [undefined, T(30)],
    ['', T(30)],
    ['yesterday', T(30)],
    [1733650000000, T(30)],
  ])('sent %s → %s', (device, kept) => expect(actionTime(device, now)).toBe(kept));
});

describe('a rating or a like: the last made wins', () => {
  it.each([
    [T(10), T(20), true],
    [T(20), T(10), false],
    [T(10), T(10), true],
    [null, T(10), true],
    [undefined, T(10), true],
    ['', T(10), true],
  ])('stored at %s, incoming at %s: incoming wins = %s', (stored, incoming, wins) =>
    expect(markWins(stored, incoming)).toBe(wins),
  );
});

describe('a reflection answer: the last made, the other kept in the history', () => {
  const a = (answer: string, minute: number) => ({ answer, at: T(minute) });
  it.each([
    ['nothing stored', null, a('B', 10), a('B', 10), null],
    ['an empty stored answer', a('  ', 5), a('B', 10), a('B', 10), null],
    ['an older stored answer', a('A', 5), a('B', 10), a('B', 10), a('A', 5)],
    ['a newer stored answer', a('A', 20), a('B', 10), a('A', 20), a('B', 10)],
    ['the same time', a('A', 10), a('B', 10), a('B', 10), a('A', 10)],
    ['the same text, later', a('A', 5), a('A', 10), a('A', 10), null],
    ['the same text, earlier', a('A', 20), a('A', 10), a('A', 20), null],
  ])('%s', (_case, stored, incoming, current, history) =>
    expect(reflectionOutcome(stored, incoming)).toEqual({ current, history }),
  );
});

describe('a comment is never lost', () => {
  it.each([
    [null, false, null],
    [undefined, true, null],
    [7, false, 7],
    [7, true, null],
  ])('parent %s, gone %s: posted under %s', (parent, gone, posted) =>
    expect(commentParent(parent, gone)).toBe(posted),
  );
});
