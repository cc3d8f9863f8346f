/** Header notifications (part 1 §2.14, §4, §9). */

/** How many notifications the header fetches. */
export const NOTIFICATIONS_FETCH = 10;
/** How many the header popup shows. */
export const NOTIFICATIONS_SHOWN = 4;

/** Notifications dot: shown if any of the first 4 of the latest 10 is unread (is_read 0). */
export function showsNotificationDot(latest: ReadonlyArray<{ is_read: number | boolean | null }>): boolean {
  return latest.slice(0, NOTIFICATIONS_SHOWN).some((n) => n.is_read === 0 || n.is_read === false);
}

const UNITS: ReadonlyArray<[string, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * The relative time of a notification followed by 'ago' ('3 hours ago', '1 day ago'); under a minute
 * (or a clock ahead of now) 'a few seconds ago'.
 */
export function timeAgo(createdAtIso: string, nowMs: number): string {
  const seconds = Math.floor((nowMs - Date.parse(createdAtIso)) / 1000);
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'a few seconds ago';
}
