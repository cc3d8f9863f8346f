/** The hour comparison's three series (a label and the minutes of each day) as a hook. */
import type { Dashboard as DashboardData } from '@modkit/sdk';
import { minutesPerDay } from '@modkit/sdk/rules';
import { useMemo } from 'react';
import { useT } from '../runtime/i18n';
import type { ComparisonMonth } from './use-dashboard-filters';

export function useDashboardSeries(data: DashboardData | null | undefined, comparison: ComparisonMonth[]) {
  const { date } = useT();
  return useMemo(
    () =>
      comparison.map((m) => ({
        // 'January 2026' (Intl, in the widget's language)
        label: date(Date.UTC(m.year, m.month - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        minutes: minutesPerDay(data?.hourComparision ?? [], m),
      })),
    [data, comparison, date],
  );
}
