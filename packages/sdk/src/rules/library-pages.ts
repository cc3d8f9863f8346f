/**
 * The library's own pages (part 1 §2.17–§2.23, part 2 "Library sub-pages", "My List", "Search"): who may
 * see the assigned modules, the mentor invitation link, My List's sorts and hints, and the search page's
 * title, subject and request. Texts the spec does not give are marked as ours.
 */

import { LIMITS } from './limits';
import type { Message } from './message';
import type { MY_LIST_FILTERS } from './my-list';
import type { PackageGates } from './packages';

/** The package has mentor sessions (number_of_session above 0): what 'Assigned by Mentor' needs. */
export function hasMentorSessions(p: PackageGates | null | undefined): boolean {
  return (p?.number_of_session ?? 0) > 0;
}

/** Assigned modules are open to mentors, and to learners whose package has mentor sessions. */
export function assignedModulesUnlocked(role: string | null | undefined, p: PackageGates | null | undefined) {
  return role !== 'STUDENT' || hasMentorSessions(p);
}

/** The locked 'Assigned by Mentor' page (ours: the spec only hides the carousel). */
export const ASSIGNED_LOCKED_TEXT =
  'Modules assigned by a mentor come with packages that include mentor sessions. Upgrade your package to unlock them.';

/**
 * The invitation of an invitation link (`/my-library?value={invitation}`, part 1 §2.17; the value is the
 * mentor's signed invitation, not a bare mentor id): only learners get it, and only for a value shaped like
 * one (three base64url parts, at most 1000 characters). The server decides whether it is valid.
 */
export function invitationValue(role: string | null | undefined, value: string | null | undefined) {
  if (role !== 'STUDENT' || !value || value.length > 1000) return null;
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : null;
}

/** Joining is refused without a request when the mentor has no invites left (max_invites 0, part 1 §8). */
export function canJoinMentor(maxInvites: number | null | undefined): boolean {
  return maxInvites !== 0;
}

/** My List's sorts; the default is Newest (Oldest means ASC). */
export const MY_LIST_SORTS = ['Newest', 'Oldest'] as const;
export type MyListSort = (typeof MY_LIST_SORTS)[number];
export type MyListFilter = (typeof MY_LIST_FILTERS)[number];

/** A filter from the URL: 'Bookmarked', else the default 'Recently Viewed'. */
export function myListFilterOf(value: string | null | undefined): MyListFilter {
  return value === 'Bookmarked' ? 'Bookmarked' : 'Recently Viewed';
}

/** A sort from the URL: 'Oldest', else the default 'Newest'. */
export function myListSortOf(value: string | null | undefined): MyListSort {
  return value === 'Oldest' ? 'Oldest' : 'Newest';
}

/** The hint under My List's empty text, per filter (part 2 "My List" names per-filter hints: ours). */
export const MY_LIST_HINTS: Record<MyListFilter, string> = {
  Bookmarked: 'Bookmark a module on its preview page and it will be kept here.',
  'Recently Viewed': 'Open a module and start it: the modules you view will be listed here.',
};

/** What a collection's certificate needs (part 1 §5), shown beside the locked button. */
export const CERTIFICATE_STEPS = [
  "Finish 'Get the Idea' in every module of the collection.",
  'Answer the reflection question of every module.',
  'Verify the name on your profile.',
] as const;

/** The search page's input: the URL's keyword, tag, career and category. */
export interface SearchInput {
  keyword: string;
  tagId: number | null;
  careerId: number | null;
  categoryId: number | null;
  /** The chosen category's name. */
  category?: string;
}

/** The search request's query (search_type, order and the rest are the SDK's defaults). */
export interface SearchRequest {
  status: 'PUBLISH';
  page: number;
  limit: number;
  keyword?: string;
  tag_id?: number;
  career_id?: number;
  category_id?: number;
}

/**
 * The request of a search page (part 2 Search, part 1 §2.14, §2.20): limit 40, status PUBLISH; a tag or a
 * career searches by its id (the keyword then only names it); a keyword and a category narrow each
 * other. Nothing to search gives null: the page shows a prompt, never a request.
 */
export function searchRequest(input: SearchInput, page = 1): SearchRequest | null {
  const keyword = input.keyword.trim();
  const subject: Partial<SearchRequest> = {};
  if (input.tagId) subject.tag_id = input.tagId;
  else if (input.careerId) subject.career_id = input.careerId;
  else if (keyword) subject.keyword = keyword;
  if (input.categoryId) subject.category_id = input.categoryId;
  if (Object.keys(subject).length === 0) return null;
  const wanted = Math.floor(page);
  return { status: 'PUBLISH', page: wanted > 0 ? wanted : 1, limit: LIMITS.searchPageSize, ...subject };
}

/**
 * The search page's title: 'Search', '{tag} tagged modules' (or 'Tagged modules' without the tag's name) or
 * 'More modules related to {career}' (or '… to this career').
 */
export function searchTitle(
  input: SearchInput,
): Message<'search.title' | 'search.tagged' | 'search.taggedAny' | 'search.related' | 'search.relatedAny'> {
  const name = input.keyword.trim();
  if (input.tagId) return name ? { id: 'search.tagged', values: { name } } : { id: 'search.taggedAny' };
  if (input.careerId) return name ? { id: 'search.related', values: { name } } : { id: 'search.relatedAny' };
  return { id: 'search.title' };
}

/** What 'Sorry, no search results on …' names: the keyword (or tag, career), else the category. */
export function searchSubject(input: SearchInput): string {
  return input.keyword.trim() || input.category?.trim() || '';
}
