/** The hour comparison's three series (a label and the minutes of each day) as a hook. */
import type { Dashboard as DashboardData } from '@modkit/sdk';
import { MONTH_NAMES, minutesPerDay } from '@modkit/sdk/rules';
import { useMemo } from 'react';
import type { ComparisonMonth } from './use-dashboard-filters';

function monthLabel(m: ComparisonMonth) {
  return `${MONTH_NAMES[m.month - 1]} ${m.year}`;
}

export function useDashboardSeries(data: DashboardData | null | undefined, comparison: ComparisonMonth[]) {
  return useMemo(
    () =>
      comparison.map((m) => ({
        label: monthLabel(m),
        minutes: minutesPerDay(data?.hourComparision ?? [], m),
      })),
    [data, comparison],
  );
}
