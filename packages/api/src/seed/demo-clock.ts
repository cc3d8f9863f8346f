/** A day in milliseconds: the demo's dates are counted in days before its first start. */
export const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo history's dates: `daysAgo` days before `now`, at `hour` o'clock UTC (`defaultHour` unless told),
 * as ISO strings, so the demo looks the same whatever time of day it was seeded.
 */
export function demoDates(now: number, defaultHour: number) {
  return (daysAgo: number, hour = defaultHour): string => {
    const d = new Date(now - daysAgo * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
}
