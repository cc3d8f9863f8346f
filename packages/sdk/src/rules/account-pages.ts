/**
 * The signed-in user's own pages of part 2 (§2 Activity Log, Your Points, My Account; §4, §9): the activity
 * chart's days and axis, the month picker's label, the plan's days left and a subscription's duration, the
 * How to Earn list, the points to the next badge and the weights of an interest cloud. Texts the spec does not
 * give are ours.
 */

import { FREE_PACKAGE_LABEL } from './commerce';
import { LIMITS } from './limits';
import type { Message } from './message';
import { BADGE_TIERS, type Badge, POINTS_PER_ACTION, type PointAction } from './points';
import { countText } from './text';

const DAY_MS = 86_400_000;

/** The title of the profile's success dialog ('Profile updated successfully.', part 2 §8). */
export const SUCCESS_DIALOG_TITLE = 'Success';
/** The months' names, January first (month pickers, charts, the dashboard's filters). */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The days of a month (month 1–12): 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The activity chart's minutes axis: 0 to 1440, ticks every hour from 60 to 1440 (part 2 §9). */
export const ACTIVITY_MINUTE_TICKS: readonly number[] = /* @__PURE__ */ Array.from(
  { length: LIMITS.activityMinutesAxisMax / 60 },
  (_, i) => (i + 1) * 60,
);

const yearMonth = (month: string) => /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);

/**
 * Minutes per day of a month (`YYYY-MM`) from the activity log's entries: one value per day of that month
 * (index 0 = day 1), entries of the same day added up and capped at 1440 (a day has no more), entries of other
 * months and non-positive minutes ignored. A malformed month gives an empty list.
 */
export function dailyMinutes(entries: ReadonlyArray<{ created_at: string; min: number }>, month: string) {
  const m = yearMonth(month);
  if (!m) return [];
  const days: number[] = new Array(daysInMonth(Number(m[1]), Number(m[2]))).fill(0);
  for (const entry of entries) {
    if (!entry.created_at.startsWith(`${month}-`) || !(entry.min > 0)) continue;
    const day = Number(entry.created_at.slice(8, 10));
    if (day >= 1 && day <= days.length)
      days[day - 1] = Math.min(LIMITS.activityMinutesAxisMax, days[day - 1]! + entry.min);
  }
  return days;
}

/** A month as its name and year: '2026-11' → 'November 2026' ('' when malformed). */
export function monthLabel(month: string): string {
  const m = yearMonth(month);
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${m[1]}` : '';
}

/** Minutes as hours and minutes: 0 → '0 min', 45 → '45 min', 125 → '2 h 5 min', 120 → '2 h'. */
export function minutesText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const min = whole % 60;
  if (!h) return `${min} min`;
  return min ? `${h} h ${min} min` : `${h} h`;
}

/** The chart's summary line: '12 h 5 min on 9 days in November 2026', or that nothing was recorded. */
export function activitySummary(minutesPerDay: readonly number[], month: string): string {
  const total = minutesPerDay.reduce((sum, m) => sum + m, 0);
  const days = minutesPerDay.filter((m) => m > 0).length;
  if (!days) return `No activity recorded in ${monthLabel(month)}.`;
  return `${minutesText(total)} on ${countText(days, 'day')} in ${monthLabel(month)}`;
}

/** My Plan's days left (`planDaysLeft`) as text: 'FREE PACKAGE', '1 day left', '30 days left'. */
export function daysLeftText(
  daysLeft: number | typeof FREE_PACKAGE_LABEL,
): Message<'account.freePackage' | 'account.daysLeft'> {
  return daysLeft === FREE_PACKAGE_LABEL
    ? { id: 'account.freePackage' }
    : { id: 'account.daysLeft', values: { count: daysLeft } };
}

/**
 * A subscription's duration in days: the package's `duration` when it has one, else the whole days from the
 * start to the expiry; null when neither is known (the free package).
 */
export function subscriptionDurationDays(subscription: {
  created_at: string;
  purchase_package_expiry_date?: string | null | undefined;
  packages?: { duration?: number | null | undefined } | null | undefined;
}): number | null {
  const duration = subscription.packages?.duration;
  if (duration && duration > 0) return duration;
  const start = Date.parse(subscription.created_at);
  const end = Date.parse(subscription.purchase_package_expiry_date ?? '');
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return Math.round((end - start) / DAY_MS);
}

/** Your Points' How to Earn list: each action that earns points, with its points (part 2 §9). */
export const HOW_TO_EARN: ReadonlyArray<{ action: PointAction; text: string; points: number }> =
  /* @__PURE__ */ (() => [
    { action: 'SHARE', text: 'Share a module on a social network', points: POINTS_PER_ACTION.SHARE },
    {
      action: 'GET_THE_IDEA',
      text: "Complete 'Get the Idea' of a module",
      points: POINTS_PER_ACTION.GET_THE_IDEA,
    },
    {
      action: 'REFLECTION_ANSWER',
      text: 'Answer a reflection question',
      points: POINTS_PER_ACTION.REFLECTION_ANSWER,
    },
    { action: 'MINI_PROJECT', text: 'Submit a mini project', points: POINTS_PER_ACTION.MINI_PROJECT },
    {
      action: 'SKILL_BUILDING_PROJECT',
      text: 'Submit a skill-building project',
      points: POINTS_PER_ACTION.SKILL_BUILDING_PROJECT,
    },
    { action: 'COLLECTION', text: 'Complete a collection', points: POINTS_PER_ACTION.COLLECTION },
  ])();

/** What the upcoming badge still needs: '1,350 points to Vivid Thinker', or null once every badge is earned. */
export function pointsToBadgeText(points: number, upcoming: Badge | null): string | null {
  if (!upcoming) return null;
  return `${countText(Math.max(0, upcoming.points - points), 'point')} to ${upcoming.name}`;
}

/** A badge by id (the ids of `badge` and `upcommingBadge`), or null for an unknown id. */
export function badgeById(id: number): Badge | null {
  return BADGE_TIERS.find((b) => b.id === id) ?? null;
}

/** The cloud's size steps: the least viewed item is 1, the most viewed 5. */
const CLOUD_WEIGHTS = 5;

/**
 * An interest cloud's items with a weight from 1 to 5, linear in the score between the smallest and the
 * largest (all equal → 3), in the order given.
 */
export function cloudWeights<T extends { score: number }>(
  items: readonly T[],
): Array<T & { weight: number }> {
  const scores = items.map((i) => i.score);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return items.map((item) => ({
    ...item,
    weight:
      high === low ? Math.ceil(CLOUD_WEIGHTS / 2) : 1 + Math.round(((item.score - low) / (high - low)) * 4),
  }));
}

/** The organization of a profile as text: the name of `{ id, name }`, a plain string, else ''. */
export function organizationName(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name.trim() : '';
}

/** Up to two initials of a name, upper-cased ('Maya Thompson' → 'MT'; blank → '?'): a picture's stand-in. */
export function initialsOf(name: string | null | undefined): string {
  const initials = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return initials || '?';
}
