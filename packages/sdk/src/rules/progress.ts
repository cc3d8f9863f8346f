/** Module tab progress (part 1 §4, §9): three tabs saved as 33, 66 (33+33) and 100 (…+34). */

/** A module has three tabs. */
const TAB_COUNT = 3;
/** What each completed tab adds to the saved percentage. */
const COMPLETION_STEPS = [33, 33, 34] as const;
/** Scroll analytics are sent when tab 1 passes these percentages. */
const SCROLL_ANALYTICS_MARKS = [20, 40, 60, 80] as const;

/** Completion of tabs 1, 2 and 3. */
export type TabsCompleted = [boolean, boolean, boolean];

/** The stored percentage once `completedTabs` (0..3) tabs are complete: 0, 33, 66, 100. */
export function nextCompletedPercentage(completedTabs: number): number {
  const n = Math.max(0, Math.min(TAB_COUNT, Math.floor(completedTabs) || 0));
  return COMPLETION_STEPS.slice(0, n).reduce((sum, step) => sum + step, 0);
}

/** The stored percentage is updated only if the new value is not lower (an equal value needs no save). */
export function shouldSaveProgress(stored: number | null | undefined, next: number): boolean {
  return next >= (stored ?? 0) && next !== (stored ?? -1);
}

/** 'Get the Idea' (tab 1) is finished once the stored percentage reaches its step, 33 (points, certificates). */
export function hasFinishedGetTheIdea(stored: number | null | undefined): boolean {
  return (stored ?? 0) >= COMPLETION_STEPS[0];
}

/** One module of a collection as the certificate sees it. */
export interface CertificateModuleProgress {
  completed_percentage: number | null;
  reflection_question: string | null;
  reflection_question_answer: string | null;
}

/**
 * A collection's certificate is earned (part 1 §5) when 'Get the Idea' is finished in every module and every
 * reflection question is answered (the verified profile is the caller's check). An empty collection earns none.
 */
export function collectionStepsDone(modules: readonly CertificateModuleProgress[]): boolean {
  return (
    modules.length > 0 &&
    modules.every(
      (m) =>
        hasFinishedGetTheIdea(m.completed_percentage) &&
        (!m.reflection_question || (m.reflection_question_answer ?? '').trim() !== ''),
    )
  );
}

/**
 * On load: stored 100 marks all tabs, 66 or 67 marks tabs 1 and 2, 33 or more marks tab 1.
 * Decision: 68–99 (never produced by the 33/33/34 steps) count as two tabs, so the mapping never goes back.
 */
export function tabsCompletedFromPercentage(stored: number | null | undefined): TabsCompleted {
  const pct = stored ?? 0;
  return [hasFinishedGetTheIdea(pct), pct >= 66, pct >= 100];
}

/**
 * Scroll percent of a tab (tabIndex 0..2): position relative to page height, reduced to 95 % of it on
 * tabs 1 and 2; clamped to 0..100.
 */
export function tabScrollPercent(scrollBottom: number, pageHeight: number, tabIndex: number): number {
  if (pageHeight <= 0) return 100;
  const target = tabIndex < 2 ? pageHeight * 0.95 : pageHeight;
  return Math.max(0, Math.min(100, Math.round((scrollBottom / target) * 100)));
}

/** Continue on tab 1 or 2 (index 0 or 1) marks that tab complete; tab 3 has no Continue. */
export function completeOnContinue(tabs: TabsCompleted, tabIndex: number): TabsCompleted {
  return tabIndex === 0 || tabIndex === 1 ? (tabs.map((t, i) => t || i === tabIndex) as TabsCompleted) : tabs;
}

/** Tab 3 (index 2) is complete once its scroll percent reaches 100. */
export function completeOnScroll(
  tabs: TabsCompleted,
  tabIndex: number,
  scrollPercent: number,
): TabsCompleted {
  return tabIndex === 2 && scrollPercent >= 100 ? [tabs[0], tabs[1], true] : tabs;
}

/** Scroll-analytics marks (20, 40, 60, 80) newly passed on tab 1 when the scroll goes from `before` to `now`. */
export function passedScrollMarks(before: number, now: number): number[] {
  return SCROLL_ANALYTICS_MARKS.filter((mark) => before < mark && now >= mark);
}
