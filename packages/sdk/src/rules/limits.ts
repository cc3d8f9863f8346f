/**
 * The spec's one layout breakpoint (part 1 §2.17, §2.16, §9): screens of this width or less are small (the
 * compact captcha, the pricing tabs, the uncut banner question, the sidebar as a drawer).
 */
export const SMALL_SCREEN_MAX_WIDTH = 767;

/** Whether a screen of this width is a small one (767 px or less). */
export function isSmallScreen(width: number): boolean {
  return width <= SMALL_SCREEN_MAX_WIDTH;
}

/**
 * Business constants of part 1 §9 and part 2 §9 that no other rule file owns (timings in ms, sizes in
 * px, page sizes in items). Rules with behaviour keep their own constants beside them.
 */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  searchDelayMs: 1000,
  notificationsPageSize: 10,
  categoriesLimit: 100,
  cataloguesLimit: 100,
  recentModules: 10,
  libraryPageSize: 12,
  projectsPageSize: 10,
  topicSearchPageSize: 20,
  searchPageSize: 40,
  learnersPageSize: 10,
  learnersInSessionDialog: 100,
  learnerModulesPageSize: 5,
  mentorSessionsPageSize: 10,
  relatedCareersGroup: 4,
  exploreCareersRow: 3,
  keyJobsRow: 4,
  activityDays: 31,
  activityMinutesAxisMax: 1440,
  backToTopAfterPx: 550,
  headerShadowAfterPx: 10,
  preLoginHeaderShadowAfterPx: 60,
  initialScrollResetMs: 1000,
  tabSwitchDelayMs: 700,
  captchaCompactMaxWidth: SMALL_SCREEN_MAX_WIDTH,
  pushPromptRepeatMs: 5000,
  errorSampleRate: 0.5,
} as const;

/** Search needs non-empty text; an empty (or blank) value clears the search instead. */
export function searchIntent(text: string | null | undefined): { search: string } | { clear: true } {
  const keyword = (text ?? '').trim();
  return keyword ? { search: keyword } : { clear: true };
}
