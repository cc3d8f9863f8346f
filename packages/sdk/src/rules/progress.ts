/** Module tab progress (part 1 §4): three tabs saved as 33, 66 (33+33) and 100 (…+34). */
export const TAB_COUNT = 3;
export const COMPLETION_STEPS = [33, 33, 34] as const;

/** The stored percentage once `completedTabs` (0..3) tabs are complete: 0, 33, 66, 100. */
export function nextCompletedPercentage(completedTabs: number): number {
  const n = Math.max(0, Math.min(TAB_COUNT, Math.floor(completedTabs)));
  return COMPLETION_STEPS.slice(0, n).reduce((sum, step) => sum + step, 0);
}

/** The stored percentage is updated only if the new value is not lower. */
export function shouldSaveProgress(stored: number | null | undefined, next: number): boolean {
  return next >= (stored ?? 0) && next !== (stored ?? -1);
}

/** On load: stored 100 marks all tabs, 66 or 67 marks tabs 1 and 2, 33 or more marks tab 1. */
export function tabsCompletedFromPercentage(stored: number | null | undefined): [boolean, boolean, boolean] {
  const pct = stored ?? 0;
  if (pct >= 100) return [true, true, true];
  if (pct >= 66) return [true, true, false];
  if (pct >= 33) return [true, false, false];
  return [false, false, false];
}

/** Scroll percent of a tab: position relative to page height, reduced to 95 % of it on tabs 1 and 2. */
export function tabScrollPercent(scrollBottom: number, pageHeight: number, tabIndex: number): number {
  if (pageHeight <= 0) return 100;
  const target = tabIndex < 2 ? pageHeight * 0.95 : pageHeight;
  return Math.max(0, Math.min(100, Math.round((scrollBottom / target) * 100)));
}
