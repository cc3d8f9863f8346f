import { type Client, getMyList, type Module, type Page } from '@modkit/sdk';
import {
  LIMITS,
  type MyListFilter,
  type MyListSort,
  mergeMyList,
  myListOrder,
  myListType,
} from '@modkit/sdk/rules';

const none = { items: [] as Module[], total: 0 };

/**
 * One page of My List (part 1 §2.23, §7; part 2 My List): the list merges the bookmarked and the viewed
 * modules without duplicates and adds both totals (the SDK's merge rule). The api answers one type per
 * call, so the filter chooses which side is requested (Bookmarked, or the default Recently Viewed) and the
 * other side is empty; the sort is Oldest → ASC, else DESC; 12 per page.
 */
export async function loadMyList(
  client: Client,
  { filter, sort, page, role }: { filter: MyListFilter; sort: MyListSort; page: number; role: string | null },
): Promise<Page<Module>> {
  const { myList, total } = await getMyList(client, {
    type: myListType(filter),
    order: myListOrder(sort),
    page,
    limit: LIMITS.libraryPageSize,
    ...(role ? { user_type: role } : {}),
  });
  const side = { items: myList, total };
  const merged = filter === 'Bookmarked' ? mergeMyList(side, none) : mergeMyList(none, side);
  return { results: merged.items, total: merged.total };
}
