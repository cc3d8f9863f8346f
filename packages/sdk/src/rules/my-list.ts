/** My List and bookmarks (part 1 §2.23, §4; part 2 §2). */

/** The filters; the default is 'Recently Viewed'. Sorts are Newest and Oldest. */
export const MY_LIST_FILTERS = ['Bookmarked', 'Recently Viewed'] as const;

/** Bookmark toggle: checking creates (keep the new id), unchecking deletes by the kept id. */
export function bookmarkAction(
  checked: boolean,
  bookmarkId: number | null | undefined,
): { action: 'create' } | { action: 'delete'; id: number } | { action: 'none' } {
  if (checked) return bookmarkId ? { action: 'none' } : { action: 'create' };
  return bookmarkId ? { action: 'delete', id: bookmarkId } : { action: 'none' };
}

/** My List merges bookmarked and viewed modules without duplicates (first seen wins) and adds both totals. */
export function mergeMyList<T extends { id: number }>(
  bookmarked: { items: T[]; total: number },
  viewed: { items: T[]; total: number },
): { items: T[]; total: number } {
  const byId = new Map<number, T>();
  for (const m of [...bookmarked.items, ...viewed.items]) if (!byId.has(m.id)) byId.set(m.id, m);
  return { items: [...byId.values()], total: bookmarked.total + viewed.total };
}

/** My List sort: Oldest means ASC, anything else DESC. */
export function myListOrder(sort: string | null | undefined): 'ASC' | 'DESC' {
  return sort === 'Oldest' ? 'ASC' : 'DESC';
}

/** The wire type of a filter: BOOKMARKED for 'Bookmarked', else RECENTLY_VIEWED (the default). */
export function myListType(filter: string | null | undefined): 'BOOKMARKED' | 'RECENTLY_VIEWED' {
  return filter === 'Bookmarked' ? 'BOOKMARKED' : 'RECENTLY_VIEWED';
}
