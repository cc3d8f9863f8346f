/** One read of the mix: a row name and the path under the api's mount point. */
export type LibraryRead = [name: string, path: string];

/**
 * The library read mix: what a learner's library pages ask the api for (learner token). The `api` section
 * loads each read on its own; the `scale` section sends them in turn on every connection. `moduleId` is the
 * module read by id (the newest published one: see {@link newestModuleId}).
 */
export function libraryReads(moduleId: number): LibraryRead[] {
  return [
    [
      'search: newest page 1',
      '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=12&order_by=DESC&order_by_type=publish_at',
    ],
    [
      'search: keyword',
      '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=40&order_by=DESC&order_by_type=publish_at&keyword=climate',
    ],
    [
      'search: category + page 5',
      '/modules/search?search_type=CUSTOM&status=PUBLISH&page=5&limit=12&order_by=DESC&order_by_type=publish_at&category_id=3',
    ],
    ['recommendations', '/recommendation-engine'],
    ['trending', '/trending-modules'],
    ['collections', '/collections?search_type=CUSTOM&status=ACTIVE&page=1&limit=100&order_by=DESC'],
    ['module by id', `/modules/auth/${moduleId}?include=tags,careers`],
  ];
}

/**
 * Module search by keyword, newest first, 12 a page (page 1 and a later page): a common word (in about a
 * quarter of the generated catalogue: two of the 16 words of a name and two of a description), its prefix,
 * two common words together, and a rare word (one module's number: a handful of matches); then what a learner
 * types beside the catalogue's own words: a tag's two words, plurals, a word with one typo (page 1 and 20), a long
 * word with two, a typo beside a word, and a nonsense word (nothing to find, nothing to correct it to).
 */
export function keywordSearches(): LibraryRead[] {
  const search = (keyword: string, page = 1) =>
    `/modules/search?search_type=CUSTOM&status=PUBLISH&page=${page}&limit=12&order_by=DESC&order_by_type=publish_at&keyword=${encodeURIComponent(keyword)}`;
  return [
    ['keyword: common word', search('climate')],
    ['keyword: common word, page 20', search('climate', 20)],
    ['keyword: prefix', search('clim')],
    ['keyword: two words', search('climate ocean')],
    ['keyword: rare word', search('7777')],
    ["keyword: a tag's two words", search('media literacy')],
    ['keyword: plural', search('bridge designs')],
    ['keyword: one typo', search('climte')],
    ['keyword: one typo, page 20', search('climte', 20)],
    ['keyword: two typos, long word', search('psycologi')],
    ['keyword: typo + word', search('climte ocean')],
    ['keyword: nonsense', search('qzxwvkjq')],
  ];
}

/** The id of the newest published module, read through the api as the learner (`apiUrl`: its mount point). */
export async function newestModuleId(apiUrl: string, token: string): Promise<number> {
  const res = await fetch(`${apiUrl}${libraryReads(0)[0]![1]}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data?: { results?: Array<{ id: number }> } };
  const id = body.data?.results?.[0]?.id;
  if (!res.ok || id === undefined) throw new Error(`no published module to read by id (${res.status})`);
  return id;
}
