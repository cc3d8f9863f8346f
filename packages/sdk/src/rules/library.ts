/** Library rules of part 1 §2.17–§2.23, §4 and §9. */

export const WEEKLY_ADDITION_DAYS = 19;
export const WEEKLY_ADDITION_TEXT = 'Weekly Addition';
export const CAROUSEL_ARROWS_ABOVE = 4;
export const PROJECT_CAROUSEL_ARROWS_ABOVE = 2;
export const FEATURED_QUESTION_REFRESH_CAP = 3;
const DAY_MS = 86_400_000;

/** Whole days since publication (the spec's publish-age helper; unit decided: days). */
export function publishAgeDays(publishAtIso: string, nowMs: number): number {
  return Math.floor((nowMs - Date.parse(publishAtIso)) / DAY_MS);
}

/** A card shows 'Weekly Addition' when its publish age is under 19 days. */
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

/** Bookmark toggle: checking creates (keep the new id), unchecking deletes by the kept id. */
export function bookmarkAction(
  checked: boolean,
  bookmarkId: number | null | undefined,
): { action: 'create' } | { action: 'delete'; id: number } | { action: 'none' } {
  if (checked) return bookmarkId ? { action: 'none' } : { action: 'create' };
  return bookmarkId ? { action: 'delete', id: bookmarkId } : { action: 'none' };
}

/** My List merges bookmarked and viewed modules without duplicates and adds both totals. */
export function mergeMyList<T extends { id: number }>(
  bookmarked: { items: T[]; total: number },
  viewed: { items: T[]; total: number },
): { items: T[]; total: number } {
  const byId = new Map<number, T>();
  for (const m of [...bookmarked.items, ...viewed.items]) if (!byId.has(m.id)) byId.set(m.id, m);
  const items = [...byId.values()];
  return { items, total: bookmarked.total + viewed.total };
}

/** My List sort: Oldest means ASC, anything else DESC. */
export function myListOrder(sort: string | null | undefined): 'ASC' | 'DESC' {
  return sort === 'Oldest' ? 'ASC' : 'DESC';
}

/** Notifications dot: shown if any of the first 4 of the latest 10 is unread (is_read 0). */
export function showsNotificationDot(latest: Array<{ is_read: number | boolean }>): boolean {
  return latest.slice(0, 4).some((n) => n.is_read === 0 || n.is_read === false);
}

export const NOTIFICATIONS_FETCH = 10;
export const NOTIFICATIONS_SHOWN = 4;

/** Rating choices and their labels. */
export const RATINGS = [
  { score: -10, label: 'Okay' },
  { score: 1, label: 'Liked' },
  { score: 10, label: 'Loved' },
] as const;

/** Interests: at least 5 topics, 20 % progress each (capped at 100), duplicates ignored. */
export const MIN_INTERESTS = 5;
export const INTEREST_MESSAGE = 'Please select at least 5 topics.';
export function addInterest(selected: number[], id: number): number[] {
  return selected.includes(id) ? selected : [...selected, id];
}
export function interestProgress(selected: number[]): number {
  return Math.min(100, new Set(selected).size * 20);
}
export function validateInterests(selected: number[]): Record<string, string> {
  return new Set(selected).size >= MIN_INTERESTS ? {} : { user_interest: INTEREST_MESSAGE };
}
