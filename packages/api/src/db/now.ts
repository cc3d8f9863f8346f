/** Timestamps are stored as ISO-8601 UTC text on both engines (sortable, comparable, portable). */
export function isoNow(clock: () => number = Date.now): string {
  return new Date(clock()).toISOString();
}
