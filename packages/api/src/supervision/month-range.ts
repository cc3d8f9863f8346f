import { FIRST_ACTIVITY_YEAR, LAST_ACTIVITY_YEAR } from '@modkit/sdk/contract';

/** The [start, end) ISO range of a calendar month (month 1..12), for text timestamps on both engines. */
export function monthRange(year: number, month: number): { start: string; end: string } {
  const start = new Date(Date.UTC(year, month - 1, 1)).toISOString();
  const end = new Date(Date.UTC(year, month, 1)).toISOString();
  return { start, end };
}

/** A valid month and year from untrusted input, or null. */
export function parseMonth(month: unknown, year: unknown): { month: number; year: number } | null {
  const m = Number(month);
  const y = Number(year);
  const yearIn = Number.isInteger(y) && y >= FIRST_ACTIVITY_YEAR && y <= LAST_ACTIVITY_YEAR;
  if (!Number.isInteger(m) || m < 1 || m > 12 || !yearIn) return null;
  return { month: m, year: y };
}
