/** Header notifications (part 1 §2.14, §4, §9). */

import type { Message } from './message';

/** How many notifications the header fetches. */
export const NOTIFICATIONS_FETCH = 10;
/** How many the header popup shows. */
export const NOTIFICATIONS_SHOWN = 4;

/** Notifications dot: shown if any of the first 4 of the latest 10 is unread (is_read 0). */
export function showsNotificationDot(latest: ReadonlyArray<{ is_read: number | boolean | null }>): boolean {
  return latest.slice(0, NOTIFICATIONS_SHOWN).some((n) => n.is_read === 0 || n.is_read === false);
}

const UNITS = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const;
/** A unit of an elapsed time. */
export type ElapsedUnit = (typeof UNITS)[number][0];

/**
 * The time since `createdAtIso` in its largest whole unit ({ unit: 'hour', count: 3 }), or null under a
 * minute (or with a clock ahead of now): the values of the '… ago' message in any language.
 */
export function timeElapsed(
  createdAtIso: string,
  nowMs: number,
): { unit: ElapsedUnit; count: number } | null {
  const seconds = Math.floor((nowMs - Date.parse(createdAtIso)) / 1000);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return { unit, count };
  }
  return null;
}

/**
 * The relative time of a notification followed by 'ago' ('3 hours ago', '1 day ago'); under a minute
 * (or a clock ahead of now) 'a few seconds ago'.
 */
export function timeAgo(createdAtIso: string, nowMs: number): Message<'time.ago' | 'time.fewSecondsAgo'> {
  const elapsed = timeElapsed(createdAtIso, nowMs);
  return elapsed ? { id: 'time.ago', values: elapsed } : { id: 'time.fewSecondsAgo' };
}
