import { dashboardFiltersStorageKey } from '@modkit/sdk';

/**
 * The dashboard's filters, persisted on this device (part 2 §4: school, grade, month, month1–3,
 * organization; logout removes them: the SDK's session names the key). Unreadable storage is ignored.
 */
export interface DashboardFilters {
  grade: string | null;
  school: string | null;
  organization: string | null;
  month: number | null;
  year: number | null;
  month1: string | null;
  month2: string | null;
  month3: string | null;
}

export const DASHBOARD_FILTERS_KEY = /* @__PURE__ */ dashboardFiltersStorageKey();

export const EMPTY_FILTERS: DashboardFilters = {
  grade: null,
  school: null,
  organization: null,
  month: null,
  year: null,
  month1: null,
  month2: null,
  month3: null,
};

export function readFilters(): DashboardFilters {
  try {
    const raw = globalThis.localStorage?.getItem(DASHBOARD_FILTERS_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<DashboardFilters>) : {};
    return { ...EMPTY_FILTERS, ...parsed };
  } catch {
    return { ...EMPTY_FILTERS };
  }
}

export function writeFilters(filters: DashboardFilters): void {
  try {
    globalThis.localStorage?.setItem(DASHBOARD_FILTERS_KEY, JSON.stringify(filters));
  } catch {
    // Private mode or a full quota: the filters live for this visit only.
  }
}

/** `YYYY-MM` of a comparison month picker to `{ month, year }`. */
export function parseMonth(value: string | null): { month: number; year: number } | null {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

export function formatMonth(month: { month: number; year: number }): string {
  return `${month.year}-${String(month.month).padStart(2, '0')}`;
}
