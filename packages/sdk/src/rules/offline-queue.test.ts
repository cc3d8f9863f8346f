import { describe, expect, it } from 'vitest';
import {
  cancelledByRemoval,
  isIdempotencyKey,
  pendingChangesText,
  type QueuedKind,
  retryDelayMs,
  sendOutcome,
  type WaitingWrite,
  writeLane,
} from './offline-queue';

describe('what an answer means for a waiting write', () => {
  it.each<[number | 'network', QueuedKind, string]>([
    ['network', 'progress', 'retry'],
    [200, 'progress', 'sent'],
    [201, 'comment', 'sent'],
    [204, 'unbookmark', 'sent'],
    [401, 'rating', 'signed-out'],
    [404, 'unbookmark', 'sent'],
    [404, 'comment', 'refused'],
    [408, 'like', 'retry'],
    [409, 'reflection', 'retry'],
    [425, 'like', 'retry'],
    [429, 'like', 'retry'],
    [500, 'bookmark', 'retry'],
    [503, 'bookmark', 'retry'],
    [507, 'comment', 'retry'],
    [400, 'reflection', 'refused'],
    [403, 'progress', 'refused'],
    [422, 'comment', 'refused'],
  ])('%s on %s: %s', (status, kind, outcome) => expect(sendOutcome(status, kind)).toBe(outcome));
});

describe('waits between tries', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [5, 32_000],
    [6, 60_000],
    [40, 60_000],
    [-3, 1000],
    [Number.NaN, 1000],
  ])('after try %s: %i ms', (attempt, ms) => expect(retryDelayMs(attempt)).toBe(ms));
});

describe('idempotency keys', () => {
  it.each([
    ['0b6f7c1e-3f7a-4f57-9d63-8b1a4f9c2e10', true],
    ['abcdefgh', true],
    ['abcdefg', false],
    ['x'.repeat(255), true],
    ['x'.repeat(256), false],
    ['has space 123', false],
    ['ключ-12345', false],
    ['', false],
    [12345678, false],
    [undefined, false],
  ])('%s: %s', (key, valid) => expect(isIdempotencyKey(key)).toBe(valid));
});

describe('a bookmark removed while its adding waits', () => {
  const w = (kind: QueuedKind, moduleId: number): WaitingWrite => ({ kind, moduleId });
  it.each<[string, WaitingWrite[], WaitingWrite, number]>([
    ['cancels the waiting add', [w('progress', 1), w('bookmark', 1)], w('unbookmark', 1), 1],
    ['of another module: nothing', [w('bookmark', 2)], w('unbookmark', 1), -1],
    ['the latest add', [w('bookmark', 1), w('unbookmark', 1), w('bookmark', 1)], w('unbookmark', 1), 2],
    ['after a waiting removal: nothing', [w('bookmark', 1), w('unbookmark', 1)], w('unbookmark', 1), -1],
    ['nothing waits', [], w('unbookmark', 1), -1],
    ['an add being sent: nothing', [{ ...w('bookmark', 1), sending: true }], w('unbookmark', 1), -1],
    [
      'the add after one being sent',
      [{ ...w('bookmark', 1), sending: true }, w('unbookmark', 1), w('bookmark', 1)],
      w('unbookmark', 1),
      2,
    ],
    ['not a removal', [w('bookmark', 1)], w('bookmark', 1), -1],
  ])('%s', (_case, waiting, removal, index) => expect(cancelledByRemoval(waiting, removal)).toBe(index));
});

describe('what waits, in words', () => {
  it.each([0, 1, 3])('%i changes', (count) =>
    expect(pendingChangesText(count)).toEqual({ id: 'offline.pending', values: { count } }),
  );
});

describe('which writes keep their order (one lane, sent one after the other)', () => {
  it.each<[QueuedKind, number, string]>([
    ['rating', 4, 'rating:4'],
    ['like', 4, 'rating:4'],
    ['bookmark', 4, 'bookmark:4'],
    ['unbookmark', 4, 'bookmark:4'],
    ['comment', 4, 'comment:4'],
    ['comment', 5, 'comment:5'],
    ['progress', 4, 'progress:4'],
    ['reflection', 4, 'reflection:4'],
  ])('%s on %i: %s', (kind, moduleId, lane) => expect(writeLane(kind, moduleId)).toBe(lane));
});
