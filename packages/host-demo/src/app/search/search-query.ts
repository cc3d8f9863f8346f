export { searchPath } from '@modkit/sdk/rules';

/**
 * The search page's state lives in its URL (shareable, Back works): `/search?keyword=…` from the header's
 * search box, `&tag_id=` from a module's tag, `&career_id=` from a career, `category_id=…&category=…` from
 * the header's categories dropdown. The header and the page both read it here and write it with the SDK's
 * `searchPath` (the module player's tag links use it too).
 */
export interface SearchQuery {
  keyword: string;
  tagId: number | null;
  careerId: number | null;
  categoryId: number | null;
  /** The chosen category's name (the page's chip). */
  category: string;
}

const id = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function readSearchQuery(query: URLSearchParams): SearchQuery {
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    tagId: id(query.get('tag_id')),
    careerId: id(query.get('career_id')),
    categoryId: id(query.get('category_id')),
    category: query.get('category') ?? '',
  };
}
