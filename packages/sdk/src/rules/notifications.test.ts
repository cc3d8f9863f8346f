import { describe, expect, it } from 'vitest';
import { showsNotificationDot, timeAgo } from './notifications';

describe('notifications dot (part 1 §4)', () => {
  it.each([
    [[1, 1, 1, 1, 0, 0, 0, 0, 0, 0], false],
    [[1, 1, 1, 0], true],
    [[0], true],
    [[true, true, false], true],
    [[1, 1, 1, 1, 0], false],
    [[], false],
  ])('is_read %j → dot %s', (reads, dot) =>
    expect(showsNotificationDot(reads.map((is_read) => ({ is_read })))).toBe(dot),
  );
});

describe('relative time followed by "ago"', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const ago = (s: number) => new Date(NOW - s * 1000).toISOString();
  it.each([
    [30, 'a few seconds ago'],
    [60, '1 minute ago'],
    [150, '2 minutes ago'],
    [3600, '1 hour ago'],
    [86_400 * 3, '3 days ago'],
    [86_400 * 65, '2 months ago'],
    [86_400 * 400, '1 year ago'],
    [-60, 'a few seconds ago'],
  ])('%i s → %s', (seconds, text) => expect(timeAgo(ago(seconds), NOW)).toBe(text));
});
