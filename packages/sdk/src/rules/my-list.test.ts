import { describe, expect, it } from 'vitest';
import { bookmarkAction, mergeMyList, myListOrder, myListType } from './my-list';

describe('bookmark toggle (part 1 §4)', () => {
  it.each([
    [true, null, { action: 'create' }],
    [true, 7, { action: 'none' }],
    [false, 7, { action: 'delete', id: 7 }],
    [false, null, { action: 'none' }],
  ] as const)('checked %s with kept id %s → %j', (checked, id, action) =>
    expect(bookmarkAction(checked, id)).toEqual(action),
  );
});

describe('My List (part 1 §2.23)', () => {
  it.each([
    ['overlap removed, totals added', [{ id: 1 }, { id: 2 }], 2, [{ id: 2 }, { id: 3 }], 5, [1, 2, 3], 7],
    ['nothing bookmarked', [], 0, [{ id: 4 }], 1, [4], 1],
    ['both empty', [], 0, [], 0, [], 0],
  ])('%s', (_name, bookmarked, bTotal, viewed, vTotal, ids, total) => {
    const merged = mergeMyList({ items: bookmarked, total: bTotal }, { items: viewed, total: vTotal });
    expect(merged.items.map((m) => m.id)).toEqual(ids);
    expect(merged.total).toBe(total);
  });

  it('keeps the bookmarked copy of a duplicate', () => {
    const merged = mergeMyList(
      { items: [{ id: 1, from: 'bookmark' }], total: 1 },
      { items: [{ id: 1, from: 'viewed' }], total: 1 },
    );
    expect(merged.items).toEqual([{ id: 1, from: 'bookmark' }]);
  });

  it.each([
    ['Oldest', 'ASC'],
    ['Newest', 'DESC'],
    [null, 'DESC'],
  ])('sort %s → %s', (sort, order) => expect(myListOrder(sort)).toBe(order));

  it.each([
    ['Bookmarked', 'BOOKMARKED'],
    ['Recently Viewed', 'RECENTLY_VIEWED'],
    [undefined, 'RECENTLY_VIEWED'],
  ])('filter %s → %s', (filter, type) => expect(myListType(filter)).toBe(type));
});
