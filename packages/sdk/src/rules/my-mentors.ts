/**
 * My Mentors and the learner's schedule-session form (part 1 §2.25, §5; part 2 §5): the no-mentors text, the
 * date bounds of the picker, the time steps of a picked day and the form's DD-MM-YYYY date.
 */
import { sessionTimeOptions } from './sessions';

/** The empty state of My Mentors (the spec gives its meaning, not its words: ours). */
export const NO_MENTORS_TEXT =
  'You have no mentors yet. Mentors come with a school or organisation: learners who are not affiliated with one have no mentors.';

/** Decision: the past bound of the date picker is today and the future bound 90 days ahead (values not shown). */
export const SESSION_DATE_MAX_DAYS_AHEAD = 90;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD calendar date as UTC midnight ms, or null when it is not a real date. */
function dayMs(ymd: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

/** The date picker's bounds (YYYY-MM-DD): today is the past bound, 90 days ahead the future bound. */
export function sessionDateBounds(todayYmd: string): { min: string; max: string } | null {
  const today = dayMs(todayYmd);
  if (today === null) return null;
  return {
    min: todayYmd,
    max: new Date(today + SESSION_DATE_MAX_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10),
  };
}

/** Whether a picked date lies within the bounds (dates outside them are disabled). */
export function isSessionDateAllowed(dateYmd: string, todayYmd: string): boolean {
  const bounds = sessionDateBounds(todayYmd);
  return !!bounds && dayMs(dateYmd) !== null && dateYmd >= bounds.min && dateYmd <= bounds.max;
}

/** The picker's YYYY-MM-DD as the form's date, DD-MM-YYYY ('' when it is not a real date). */
export function toSessionFormDate(dateYmd: string): string {
  if (dayMs(dateYmd) === null) return '';
  const [year, month, day] = dateYmd.split('-');
  return `${day}-${month}-${year}`;
}

/**
 * The time options (H:mm, 15-minute steps) of a picked day: every step on a later day, only the steps after
 * `nowMinutes` (minutes since the day began) today, none on a date outside the bounds.
 */
export function sessionTimeOptionsOn(dateYmd: string, todayYmd: string, nowMinutes: number): string[] {
  if (!isSessionDateAllowed(dateYmd, todayYmd)) return [];
  const all = sessionTimeOptions();
  if (dateYmd !== todayYmd) return all;
  return all.filter((option) => {
    const [h, m] = option.split(':').map(Number);
    return h! * 60 + m! > nowMinutes;
  });
}

/** A session's date and time as the form writes them: DD-MM-YYYY H:mm. */
export function sessionWhenText(parts: {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(parts.day)}-${two(parts.month)}-${parts.year} ${parts.hours}:${two(parts.minutes)}`;
}
