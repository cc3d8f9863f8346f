/**
 * The search page's state lives in its URL (shareable, Back works): `/search?keyword=…` from the header's
 * search box, `&tag_id=` from a module's tag, `&career_id=` from a career, `category_id=…&category=…` from
 * the header's categories dropdown. The header and the page both read and write it through these two
 * functions.
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

export function searchPath(search: Partial<SearchQuery>): string {
  const query = new URLSearchParams();
  if (search.keyword?.trim()) query.set('keyword', search.keyword.trim());
  if (search.tagId) query.set('tag_id', String(search.tagId));
  if (search.careerId) query.set('career_id', String(search.careerId));
  if (search.categoryId) query.set('category_id', String(search.categoryId));
  if (search.categoryId && search.category) query.set('category', search.category);
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}
