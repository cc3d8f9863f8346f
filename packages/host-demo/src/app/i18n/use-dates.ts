import { say } from '@modkit/sdk/i18n';
import { MISSING_TEXT, monthLabel, timeAgo } from '@modkit/sdk/rules';
import { formatDate, formatDateTime } from '../projects/format-date';
import { useAppTranslator } from './use-app-translator';

const valid = (iso: string | null | undefined): iso is string =>
  !!iso && !Number.isNaN(new Date(iso).getTime());

/**
 * Dates in the page's language: English keeps the spec's formats (DD-MM-YYYY, DD-MM-YYYY H:mm, 'November
 * 2026', '3 days ago'); every other language has its own through `Intl` (the translator's `date`).
 */
export function useDates() {
  const i18n = useAppTranslator();
  const { locale, date } = i18n;
  const english = locale === 'en' || locale === 'en-x-pseudo';
  return {
    /** A day ('---' when missing). */
    day: (iso: string | null | undefined) =>
      english || !valid(iso) ? formatDate(iso) : date(iso, { dateStyle: 'short' }),
    /** A day and a time ('---' when missing). */
    dayTime: (iso: string | null | undefined) =>
      english || !valid(iso) ? formatDateTime(iso) : date(iso, { dateStyle: 'short', timeStyle: 'short' }),
    /** A month of `YYYY-MM`: 'November 2026'. */
    month: (month: string) =>
      english || !/^\d{4}-\d{2}$/.test(month)
        ? monthLabel(month) || MISSING_TEXT
        : date(`${month}-15T12:00:00`, { month: 'long', year: 'numeric' }),
    /** How long ago: '3 days ago', 'a few seconds ago'. */
    ago: (iso: string, now: number) => say(i18n, timeAgo(iso, now)),
  };
}
