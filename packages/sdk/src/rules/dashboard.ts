/** Super-mentor dashboard arithmetic and filters (part 2 §2, §4, §5, §9). */
import { DASHBOARD_WIDGETS, type DashboardWidget } from '../shared/dashboard-widgets';

export { DASHBOARD_WIDGETS, type DashboardWidget };

/** The comparison-month error. */
export const SAME_MONTH_TWICE = "Can't select same month twice!";
/** Rows per leaderboard (two columns of 5). */
export const LEADERBOARD_ROWS = 10;

/** Hours from minutes, to 2 decimals. */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/**
 * Decision (issue 14): the line under the dashboard's title. The figures are those of the learners of
 * the super mentor's mentees and of the super mentor's own learners (the mentor counters: the super mentor
 * and the mentees).
 */
export const DASHBOARD_SCOPE_NOTE = "These figures cover your mentees' learners and your own learners.";

/**
 * The total and average hours of active users (`activeStudents[0]`, `activeMentors[0]`): `totalTimeSpent`
 * is in minutes, both results in hours to 2 decimals, the average taken over the active users from the
 * minutes (never from a rounded total), so the total is never below the average.
 */
export function activityHours(active: { usersActive?: number; totalTimeSpent?: number } | undefined): {
  total: number;
  average: number;
} {
  const users = active?.usersActive ?? 0;
  const minutes = active?.totalTimeSpent ?? 0;
  return { total: minutesToHours(minutes), average: users > 0 ? minutesToHours(minutes / users) : 0 };
}

/**
 * The hour comparison's minutes per day of one month (index 0 = day 1), from `hourComparision` rows
 * (year, month, day, mins). A row without a valid day of that month is on no day: never on day 1.
 */
export function minutesPerDay(
  rows: ReadonlyArray<{ year: number; month: number; day?: number; mins: number }>,
  month: { month: number; year: number },
): number[] {
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const minutes = Array.from({ length: days }, () => 0);
  for (const row of rows) {
    if (row.year !== month.year || row.month !== month.month) continue;
    const day = row.day;
    if (day === undefined || !Number.isInteger(day) || day < 1 || day > days) continue;
    minutes[day - 1]! += row.mins;
  }
  return minutes;
}

/** Made at the first sort, not when a screen loads these rules: a collator costs 10 ms to make in a page. */
let gradeText: Intl.Collator | undefined;

/**
 * Grades in school order (issue 14): by their number ('8th' before '10th', 'Grade 9' before 'Grade 10'),
 * grades without a number ('others') after them alphabetically. Returns a new array.
 */
export function sortGrades(grades: readonly string[]): string[] {
  const numberOf = (grade: string) => Number(/\d+/.exec(grade)?.[0] ?? Number.POSITIVE_INFINITY);
  gradeText ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const text = gradeText;
  // Two grades without a number differ by NaN: their names decide.
  return [...grades].sort((a, b) => numberOf(a) - numberOf(b) || text.compare(a, b));
}

/**
 * Pie percentages rounded to one decimal that add up to exactly 100 (largest remainder: the tenths
 * lost to rounding go to the slices that lost most).
 */
export function piePercentages(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const tenths = counts.map((c) => (c / total) * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths
    .map((t, i) => [t - Math.floor(t), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing--;
  }
  return floors.map((f) => f / 10);
}

/** The three months before `now` (month 1..12 with year), oldest first: the default comparison. */
export function defaultComparisonMonths(now: Date): Array<{ month: number; year: number }> {
  const out: Array<{ month: number; year: number }> = [];
  for (let back = 3; back >= 1; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    out.push({ month: d.getUTCMonth() + 1, year: d.getUTCFullYear() });
  }
  return out;
}

/** Decision: the text when a future month reaches the server. */
export const FUTURE_MONTH = 'Future months cannot be selected.';

/**
 * The comparison months: the same month cannot be picked twice ("Can't select same month twice!", shown
 * in a dialog titled VALIDATION_ERROR_DIALOG_TITLE 'Validation Error!'); future months are not allowed.
 */
export function validateComparisonMonths(
  months: Array<{ month: number; year: number }>,
  now: Date,
): string | null {
  const keys = months.map((m) => `${m.year}-${m.month}`);
  if (new Set(keys).size !== keys.length) return SAME_MONTH_TWICE;
  if (months.some((m) => isFutureMonth(m.month, m.year, now))) return FUTURE_MONTH;
  return null;
}

/** Whether a month is in the future (disabled in month pickers). */
export function isFutureMonth(month: number, year: number, now: Date): boolean {
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month > now.getUTCMonth() + 1);
}

/** A stored filter value is dropped when it is no longer in the returned list. */
export function keepListedFilter<T extends string | number>(
  stored: T | null | undefined,
  listed: readonly T[],
): T | null {
  return stored !== null && stored !== undefined && listed.includes(stored) ? stored : null;
}

/** Visible widgets, and whether everything is hidden (then 'Oops! No Records Found'). */
export function visibleWidgets(access: Partial<Record<string, string>>): {
  visible: DashboardWidget[];
  allHidden: boolean;
} {
  const visible = DASHBOARD_WIDGETS.filter((w) => access[w] === 'SHOW');
  return { visible, allHidden: visible.length === 0 };
}

/** Leaderboard row link: with the learner's mentor when there is one. */
export function leaderboardLink(
  learnerId: string | number,
  mentorId: string | number | null | undefined,
): string {
  return mentorId
    ? `/mentor/view-details/${learnerId}?mentorId=${mentorId}`
    : `/mentor/view-details/${learnerId}`;
}
