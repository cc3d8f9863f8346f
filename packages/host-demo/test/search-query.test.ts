import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchPath } from '../src/app/search/search-query';

/** The search page's URL contract, shared by the header and the page. */
describe('reading the search query', () => {
  it.each([
    ['', { keyword: '', tagId: null, careerId: null, categoryId: null, category: '' }],
    [
      'keyword=%20bridges%20',
      { keyword: 'bridges', tagId: null, careerId: null, categoryId: null, category: '' },
    ],
    ['tag_id=7', { keyword: '', tagId: 7, careerId: null, categoryId: null, category: '' }],
    [
      'career_id=3&keyword=Architect',
      { keyword: 'Architect', tagId: null, careerId: 3, categoryId: null, category: '' },
    ],
    [
      'category_id=12&category=Space',
      { keyword: '', tagId: null, careerId: null, categoryId: 12, category: 'Space' },
    ],
    [
      'tag_id=0&career_id=-2&category_id=1.5',
      { keyword: '', tagId: null, careerId: null, categoryId: null, category: '' },
    ],
    [
      'tag_id=abc&career_id=99999999999999999999',
      { keyword: '', tagId: null, careerId: null, categoryId: null, category: '' },
    ],
  ])('?%s', (search, query) => expect(readSearchQuery(new URLSearchParams(search))).toEqual(query));
});

// Writing it is the SDK's `searchPath` (its table is in packages/sdk/src/rules/routing.test.ts).
describe('writing the search path', () => {
  it('reads back what it wrote', () => {
    const query = {
      keyword: 'solar power',
      tagId: 4,
      careerId: null,
      categoryId: 9,
      category: 'Énergie & co',
    };
    const path = searchPath(query);
    expect(readSearchQuery(new URL(path, 'http://x').searchParams)).toEqual(query);
  });
});
