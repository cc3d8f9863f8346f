/** Library rules of part 1 §2.17–§2.22, §4 and §9. */

/** Publish age (days) under which a card shows 'Weekly Addition'. */
const WEEKLY_ADDITION_DAYS = 19;
/** The ribbon text of a recent module. */
export const WEEKLY_ADDITION_TEXT = 'Weekly Addition';
/** The titles of My Library's carousels (part 1 §2.17), which their sub-pages carry too. */
export const LIBRARY_CAROUSEL_TITLES = {
  'my-list': 'My List',
  recommended: 'Recommended for You',
  trending: 'Trending',
  recent: 'Recent Additions',
  assigned: 'Assigned by Mentor',
  collections: 'Collections',
} as const;
/** Module carousels show arrows above this many items. */
const CAROUSEL_ARROWS_ABOVE = 4;
/** Project carousels show arrows above this many items. */
const PROJECT_CAROUSEL_ARROWS_ABOVE = 2;
/** One featured-question fetch per this many refreshes. */
const FEATURED_QUESTION_REFRESH_CAP = 3;
/** Related-careers carousel size; careers in groups of 4 on the preview, rows of 3 in the explore list. */
export const RELATED_CAREER_MODULES_MAX = 10;
/** The banner an unverified learner sees on My Library. */
export const UNVERIFIED_BANNER = 'Please verify your email address. CLICK HERE to verify.';
/** The tooltip of a locked collection certificate. */
/**
 * The popover of the locked Collections carousel (part 1 §2.17 gives its meaning, not its words: ours).
 */
export const COLLECTIONS_LOCKED_TEXT =
  'Collections bring related multidisciplinary mini-modules together under one theme. Upgrade your package to unlock them.';

export const CERTIFICATE_LOCKED_TOOLTIP = 'Complete the steps to earn your certificate!';
const DAY_MS = 86_400_000;

/** Whole days since publication (the spec's publish-age helper; unit decided: days). */
export function publishAgeDays(publishAtIso: string, nowMs: number): number {
  return Math.floor((nowMs - Date.parse(publishAtIso)) / DAY_MS);
}

/** A card shows 'Weekly Addition' when its publish age is under 19 days (an unreadable date shows nothing). */
export function isWeeklyAddition(publishAtIso: string | null | undefined, nowMs: number): boolean {
  return !!publishAtIso && publishAgeDays(publishAtIso, nowMs) < WEEKLY_ADDITION_DAYS;
}

/** Carousel arrows appear only with more than 4 items (more than 2 for project carousels). */
export function showsCarouselArrows(itemCount: number, kind: 'modules' | 'projects' = 'modules'): boolean {
  return itemCount > (kind === 'projects' ? PROJECT_CAROUSEL_ARROWS_ABOVE : CAROUSEL_ARROWS_ABOVE);
}

/** Card ribbon from completion: 100 shows 'Completed', anything else started shows 'Ongoing'. */
export function completionRibbon(
  completedPercentage: number | null | undefined,
): 'Completed' | 'Ongoing' | null {
  if (completedPercentage === null || completedPercentage === undefined) return null;
  return completedPercentage >= 100 ? 'Completed' : 'Ongoing';
}

/**
 * Featured-question refresh (part 1 §4): with a count of 1 or 2 the count goes up and nothing is
 * fetched; otherwise a new question is fetched and the count becomes 1 (cap 3).
 */
export function nextFeaturedRefresh(count: number): { fetch: boolean; count: number } {
  if (count >= 1 && count < FEATURED_QUESTION_REFRESH_CAP) return { fetch: false, count: count + 1 };
  return { fetch: true, count: 1 };
}

/** Rating choices and their labels. */
export const RATINGS = [
  { score: -10, label: 'Okay' },
  { score: 1, label: 'Liked' },
  { score: 10, label: 'Loved' },
] as const;

/** What a learner who rated a module reads when they come back (our text), or null without a rating. */
export function ratedText(score: number | null | undefined): string | null {
  const rating = RATINGS.find((r) => r.score === score);
  return rating ? `You rated this module: ${rating.label}.` : null;
}

/** Whether a rating score is one of -10, 1, 10. */
export function isRatingScore(score: unknown): score is -10 | 1 | 10 {
  return RATINGS.some((r) => r.score === score);
}

/** A collection's certificate panel: a download link when hasCertificate.path exists, else locked. */
export function certificateState(
  path: string | null | undefined,
): { locked: false; path: string } | { locked: true; tooltip: string } {
  return path ? { locked: false, path } : { locked: true, tooltip: CERTIFICATE_LOCKED_TOOLTIP };
}
