import { MISSING_TEXT, sessionWhenText } from '@modkit/sdk/rules';

const two = (n: number) => String(n).padStart(2, '0');

/** A timestamp as DD-MM-YYYY in the user's time zone (the spec's date format); '---' when missing. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return MISSING_TEXT;
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** A timestamp as DD-MM-YYYY H:mm in the user's time zone; '---' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return MISSING_TEXT;
  return sessionWhenText({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  });
}
