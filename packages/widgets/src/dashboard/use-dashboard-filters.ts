/**
 * The dashboard's filters as a hook: kept on this device, stored values the server no longer lists
 * dropped, the three comparison months (the defaults where none is kept) and a month pick checked before
 * it is kept (a wrong one is `invalid`, for the error dialog).
 */
import { defaultComparisonMonths, keepListedFilter, validateComparisonMonths } from '@modkit/sdk/rules';
import { useEffect, useMemo, useState } from 'react';
import type { WidgetEnv } from '../runtime/widget-env';
import { type DashboardFilters, formatMonth, parseMonth, readFilters, writeFilters } from './stored-filters';

/** The lists the grade, school and organization filters offer. */
export interface FilterLists {
  gradeList: string[];
  schoolList: string[];
  organizationList: string[];
}

export type ComparisonMonth = { month: number; year: number };

export function useDashboardFilters(env: WidgetEnv, now: Date, lists: FilterLists | null | undefined) {
  const [filters, setFilters] = useState<DashboardFilters>(readFilters);
  const [invalid, setInvalid] = useState<string | null>(null);
  const defaults = useMemo(() => defaultComparisonMonths(new Date(env.now())), [env]);
  const comparison = useMemo(
    () => [filters.month1, filters.month2, filters.month3].map((v, i) => parseMonth(v) ?? defaults[i]!),
    [filters.month1, filters.month2, filters.month3, defaults],
  );

  // Stored values no longer offered by the server are dropped.
  useEffect(() => {
    const l = lists;
    if (!l) return;
    setFilters((f) => {
      const next = {
        ...f,
        grade: keepListedFilter(f.grade, l.gradeList),
        school: keepListedFilter(f.school, l.schoolList),
        organization: keepListedFilter(f.organization, l.organizationList),
      };
      writeFilters(next);
      return next;
    });
  }, [lists]);

  const update = (patch: Partial<DashboardFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    writeFilters(next);
  };
  const pickMonth = (index: 0 | 1 | 2, value: string) => {
    const months = [...comparison];
    const parsed = parseMonth(value);
    if (!parsed) return;
    months[index] = parsed;
    const problem = validateComparisonMonths(months, now);
    if (problem) return setInvalid(problem);
    update({ [`month${index + 1}`]: formatMonth(parsed) } as Partial<DashboardFilters>);
  };

  return { filters, comparison, update, pickMonth, invalid, clearInvalid: () => setInvalid(null) };
}
