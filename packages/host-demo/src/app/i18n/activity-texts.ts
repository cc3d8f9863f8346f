import type { Translator } from '@modkit/sdk/i18n';
import type { Badge } from '@modkit/sdk/rules';
import type { AppId } from './use-app-translator';
import { useAppTranslator } from './use-app-translator';
import { useDates } from './use-dates';

/** Minutes as hours and minutes in the page's language: '45 min', '2 h 5 min', '2 h'. */
function minutesText(t: Translator<AppId>['t'], minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const min = whole % 60;
  if (!h) return t('account.minutesShort', { min });
  return min ? t('account.hoursMinutes', { h, min }) : t('account.hours', { h });
}

/**
 * The activity chart's summary line (the rules' `activitySummary` in the page's language): '12 h 5 min on
 * 9 days in November 2026', or that nothing was recorded.
 */
export function useActivitySummary(minutesPerDay: readonly number[], month: string): string {
  const { t } = useAppTranslator();
  const label = useDates().month(month);
  const total = minutesPerDay.reduce((sum, m) => sum + m, 0);
  const days = minutesPerDay.filter((m) => m > 0).length;
  if (!days) return t('account.noActivity', { month: label });
  return t('account.activitySummary', { time: minutesText(t, total), days, month: label });
}

/** What the upcoming badge still needs (the rules' `pointsToBadgeText`): '1,350 points to Vivid Thinker'. */
export function pointsToBadge(
  t: Translator<AppId>['t'],
  wire: (text: string) => string,
  points: number,
  upcoming: Badge,
): string {
  return t('account.pointsTo', { count: Math.max(0, upcoming.points - points), badge: wire(upcoming.name) });
}
