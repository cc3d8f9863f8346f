import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/in-english';
import {
  assignedModulesUnlocked,
  canJoinMentor,
  hasMentorSessions,
  invitationValue,
  myListFilterOf,
  myListSortOf,
  type SearchInput,
  searchRequest,
  searchSubject,
  searchTitle,
} from './library-pages';

const input = (over: Partial<SearchInput> = {}): SearchInput => ({
  keyword: '',
  tagId: null,
  careerId: null,
  categoryId: null,
  category: '',
  ...over,
});

describe('Assigned by Mentor needs mentor sessions (part 1 §2.17, §6)', () => {
  it.each([
    [{ number_of_session: 3 }, true],
    [{ number_of_session: 1 }, true],
    [{ number_of_session: 0 }, false],
    [{ number_of_session: null }, false],
    [null, false],
  ])('%j → %s', (pkg, open) => expect(hasMentorSessions(pkg)).toBe(open));

  it.each([
    ['STUDENT', { number_of_session: 0 }, false],
    ['STUDENT', { number_of_session: 12 }, true],
    ['STUDENT', null, false],
    ['MENTOR', null, true],
    ['SUPER_MENTOR', { number_of_session: 0 }, true],
  ])('%s with %j → %s', (role, pkg, open) => expect(assignedModulesUnlocked(role, pkg)).toBe(open));
});

describe('the invitation link /my-library?value={invitation} (part 1 §2.17)', () => {
  const signed = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl_-';
  it.each([
    ['STUDENT', signed, signed],
    ['STUDENT', '7', null],
    ['STUDENT', 'a.b', null],
    ['STUDENT', 'a.b.c.d', null],
    ['STUDENT', 'a.b c.d', null],
    ['STUDENT', '<x>.y.z', null],
    ['STUDENT', `${'a'.repeat(999)}.b.c`, null],
    ['STUDENT', '', null],
    ['STUDENT', null, null],
    ['MENTOR', signed, null],
    [null, signed, null],
  ])('%s with value %j → %j', (role, value, found) => expect(invitationValue(role, value)).toBe(found));

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [null, true],
    [undefined, true],
  ])('max_invites %j → can join %s', (max, ok) => expect(canJoinMentor(max)).toBe(ok));
});

describe('My List filter and sort from the URL (part 2 My List)', () => {
  it.each([
    ['Bookmarked', 'Bookmarked'],
    ['Recently Viewed', 'Recently Viewed'],
    ['bookmarked', 'Recently Viewed'],
    [null, 'Recently Viewed'],
  ])('filter %j → %s', (value, filter) => expect(myListFilterOf(value)).toBe(filter));

  it.each([
    ['Oldest', 'Oldest'],
    ['Newest', 'Newest'],
    ['', 'Newest'],
    [undefined, 'Newest'],
  ])('sort %j → %s', (value, sort) => expect(myListSortOf(value)).toBe(sort));
});

describe('the search request (part 2 Search: limit 40, status PUBLISH)', () => {
  it.each([
    ['nothing to search', input(), 1, null],
    ['blank keyword', input({ keyword: '   ' }), 1, null],
    [
      'keyword',
      input({ keyword: ' energy ' }),
      2,
      { status: 'PUBLISH', page: 2, limit: 40, keyword: 'energy' },
    ],
    [
      'tag: by its id only',
      input({ keyword: 'robots', tagId: 4 }),
      1,
      { status: 'PUBLISH', page: 1, limit: 40, tag_id: 4 },
    ],
    [
      'career: by its id only',
      input({ keyword: 'Nurse', careerId: 9 }),
      1,
      { status: 'PUBLISH', page: 1, limit: 40, career_id: 9 },
    ],
    [
      'category alone',
      input({ categoryId: 3, category: 'Maths' }),
      1,
      { status: 'PUBLISH', page: 1, limit: 40, category_id: 3 },
    ],
    [
      'keyword in a category',
      input({ keyword: 'shapes', categoryId: 3 }),
      1,
      { status: 'PUBLISH', page: 1, limit: 40, keyword: 'shapes', category_id: 3 },
    ],
    [
      'a bad page is page 1',
      input({ keyword: 'a' }),
      0,
      { status: 'PUBLISH', page: 1, limit: 40, keyword: 'a' },
    ],
    [
      'NaN page is page 1',
      input({ keyword: 'a' }),
      Number.NaN,
      { status: 'PUBLISH', page: 1, limit: 40, keyword: 'a' },
    ],
  ])('%s', (_name, query, page, request) => expect(searchRequest(query, page)).toEqual(request));
});

describe('the search page title and empty subject (part 2 Search)', () => {
  it.each([
    [input({ keyword: 'energy' }), 'Search'],
    [input(), 'Search'],
    [input({ keyword: 'robots', tagId: 4 }), 'robots tagged modules'],
    [input({ tagId: 4 }), 'Tagged modules'],
    [input({ keyword: 'Nurse', careerId: 9 }), 'More modules related to Nurse'],
    [input({ careerId: 9 }), 'More modules related to this career'],
    [input({ keyword: 'x', tagId: 1, careerId: 2 }), 'x tagged modules'],
  ])('%j → %s', (query, title) => expect(inEnglish(searchTitle(query))).toBe(title));

  it.each([
    [input({ keyword: 'energy' }), { id: 'search.title' }],
    [input({ keyword: ' robots ', tagId: 4 }), { id: 'search.tagged', values: { name: 'robots' } }],
    [input({ tagId: 4 }), { id: 'search.taggedAny' }],
    [input({ keyword: 'Nurse', careerId: 9 }), { id: 'search.related', values: { name: 'Nurse' } }],
    [input({ careerId: 9 }), { id: 'search.relatedAny' }],
  ])('%j → the message %j', (query, message) => expect(searchTitle(query)).toEqual(message));

  it.each([
    [input({ keyword: ' zzqx ' }), 'zzqx'],
    [input({ categoryId: 3, category: 'Maths' }), 'Maths'],
    [input({ keyword: 'shapes', categoryId: 3, category: 'Maths' }), 'shapes'],
    [input(), ''],
  ])('%j → %j', (query, subject) => expect(searchSubject(query)).toBe(subject));
});
