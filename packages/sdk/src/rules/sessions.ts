/** Mentor sessions (part 2 §2, §4, §5, §9). */

import { EMPTY_STATES, SUCCESS_MESSAGES } from './messages';

/** A session can be cancelled up to this many hours before it starts. */
const SESSION_CANCEL_MIN_HOURS = 2;
/** The time picker's step. */
export const SESSION_TIME_STEP_MINUTES = 15;

/** A SCHEDULED session can be cancelled only 2 hours or more before its start. */
export function canCancelSession(status: string, scheduledOnIso: string, nowMs: number): boolean {
  return status === 'SCHEDULED' && Date.parse(scheduledOnIso) - nowMs >= SESSION_CANCEL_MIN_HOURS * 3600_000;
}

/** The label of a session card's action area: Cancel while SCHEDULED, 'Session Ended', 'Session Cancelled'. */
export function sessionStatusLabel(status: string): 'Cancel' | 'Session Ended' | 'Session Cancelled' | null {
  if (status === 'SCHEDULED') return 'Cancel';
  if (status === 'COMPLETED') return 'Session Ended';
  if (status === 'CANCELLED') return 'Session Cancelled';
  return null;
}

/** Time-picker options H:mm in 15-minute steps. */
export function sessionTimeOptions(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += SESSION_TIME_STEP_MINUTES)
    out.push(`${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/**
 * scheduled_on (ISO, UTC) from the form's date DD-MM-YYYY and time H:mm; null when either is invalid
 * or the time is not on a 15-minute step.
 */
export function scheduledOn(date: string, time: string, utcOffsetMinutes = 0): string | null {
  const d = date.match(/^(\d{2})-(\d{2})-(\d{4})$/);
  const t = time.match(/^(\d{1,2}):(\d{2})$/);
  if (!d || !t) return null;
  const [day, month, year] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  if (hours > 23 || minutes > 59 || minutes % SESSION_TIME_STEP_MINUTES !== 0) return null;
  const ms = Date.UTC(year, month - 1, day, hours, minutes) - utcOffsetMinutes * 60_000;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(ms).toISOString();
}

/** Schedule form and session list texts (format texts and the too-late-to-cancel text are ours). */
export const SESSION_MESSAGES = /* @__PURE__ */ (() =>
  ({
    learner: 'Learner is Required',
    mentor: 'Mentor is Required',
    date: 'Date is Required',
    time: 'Time is Required',
    dateFormat: 'Choose a date as DD-MM-YYYY.',
    timeStep: 'Choose a time in 15-minute steps.',
    tooLateToCancel: 'A session can be cancelled only 2 hours or more before it starts.',
    cancelled: SUCCESS_MESSAGES.sessionCancelled,
    empty: EMPTY_STATES.noSessions,
  }) as const)();
