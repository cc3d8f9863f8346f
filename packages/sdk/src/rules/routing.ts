import type { SearchInput } from './library-pages';
import type { UpgradeFeature } from './locked-pages';
import type { Role } from './session';

/** Route rules of part 1 §2.3, §2.4, §2.7, §2.10, §2.12, §2.13 (part 2 §2 repeats the guard). */

const LIKE_PAGE = /^\/like-(school-project|blog)\/[^/]+\/page\/[^/]+\/?$/;
/** The profile route: verify-account fallback and the 'Back to Home' of the 403/404 pages. */
export const PROFILE_ROUTE = '/my-profile';
/** The login route. */
export const LOGIN_ROUTE = '/login';
/** The learner's home, My Library (part 1 §2.17). */
export const LEARNER_HOME = '/my-library';
/** The home of every other role (part 2 §2). */
export const MENTOR_HOME = '/mentor/my-library';

/** The access guard's answer. */
export type GuardResult = { allow: true } | { allow: false; redirect: string };

/**
 * The access guard for an unauthenticated visitor: like pages stay; the my-library path goes home with
 * redirectLearnerTo (path and query); anything else goes home with redirectTo (path).
 */
export function guardRoute(path: string, search: string, authenticated: boolean): GuardResult {
  if (authenticated || LIKE_PAGE.test(path)) return { allow: true };
  if (path === LEARNER_HOME || path.startsWith(`${LEARNER_HOME}/`)) {
    return { allow: false, redirect: `/?redirectLearnerTo=${encodeURIComponent(path + search)}` };
  }
  return { allow: false, redirect: `/?redirectTo=${encodeURIComponent(path)}` };
}

/** A redirect target is followed only when it is a same-site path ('/x', never '//host' or 'http:'). */
function samePath(target: string | null): target is string {
  return !!target && /^\/(?![/\\])/.test(target);
}

/**
 * Where a user goes after login, or when already signed in on login/signup (part 1 §2.4): mentors and
 * other roles to /mentor/my-library; learners to /my-account with instantsignup=true, else the
 * redirectLearnerTo or redirectTo target, else /my-library.
 */
export function postLoginRedirect(role: Role | string, query: URLSearchParams): string {
  if (role !== 'STUDENT') return MENTOR_HOME;
  if (query.get('instantsignup') === 'true') return '/my-account';
  const learnerTo = query.get('redirectLearnerTo');
  if (samePath(learnerTo)) return learnerTo;
  const to = query.get('redirectTo');
  return samePath(to) ? to : LEARNER_HOME;
}

/** autologout=true on the login page forces a logout. */
export function forcesLogout(query: URLSearchParams): boolean {
  return query.get('autologout') === 'true';
}

/** Verify account: both token and email are needed (else go to PROFILE_ROUTE); a '+' turned into a space is restored. */
export function verifyAccountParams(query: URLSearchParams): { token: string; email: string } | null {
  const token = query.get('token');
  const email = query.get('email');
  if (!token || !email) return null;
  return { token, email: email.replace(/ /g, '+') };
}

/** Reset password reads the token query parameter; without one the user goes to login (null = stay). */
export function resetPasswordRedirect(query: URLSearchParams): string | null {
  return query.get('token') ? null : LOGIN_ROUTE;
}

/** After signup: choose-your-interest, carrying the redirectLearnerTo target for learners. */
export function afterSignupRoute(role: Role | string, redirectLearnerTo: string | null): string {
  return role === 'STUDENT' && samePath(redirectLearnerTo)
    ? `/choose-your-interest?redirectLearnerTo=${encodeURIComponent(redirectLearnerTo)}`
    : '/choose-your-interest';
}

/** The signup role toggle: Educator (MENTOR) when the query value is 'educator', else Learner (STUDENT). */
export function signupRole(queryValue: string | null | undefined): 'STUDENT' | 'MENTOR' {
  return queryValue === 'educator' ? 'MENTOR' : 'STUDENT';
}

/* The app's routes (part 1 §2, part 2 §2), built in one place: the app, the widgets' `modkit:navigate` paths
   and the servers' links all spell them through these. The supervision paths live in `supervision.ts`. */

/** An id in a path (numbers, or the uuids of the leaderboard). */
export type RouteId = number | string;

/** A module's preview (part 1 §2.20). */
export function modulePreviewPath(moduleId: RouteId): string {
  return `/my-library/module-preview/${moduleId}`;
}

/** The module page's tabs, numbered as the spec numbers them (part 1 §2.21): 1 Get the idea, 2, 3. */
export type ModuleTab = 1 | 2 | 3;

/** The query value that opens a tab of the module page other than the first (`?tab=2`). */
export const MODULE_TAB_QUERY = 'tab';

/**
 * A module's page, its three tabs (part 1 §2.21); `tab` 2 or 3 opens that tab (`?tab=2`): a link that can be
 * shared, and each tab an entry of the browser's history.
 */
export function modulePagePath(moduleId: RouteId, tab: ModuleTab = 1): string {
  const path = `/my-library/module-preview/module-page/${moduleId}`;
  return tab === 1 ? path : `${path}?${MODULE_TAB_QUERY}=${tab}`;
}

/** The tab a module page's `?tab=` opens: 2 or 3 as written, anything else the first. */
export function moduleTabOf(value: string | null | undefined): ModuleTab {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** The related-careers page of a career, reached from a module's preview (part 1 §2.22). */
export function relatedCareerPath(moduleId: RouteId, careerId: RouteId): string {
  return `${modulePreviewPath(moduleId)}/related-careers/${careerId}`;
}

/** A collection's page (part 1 §2.19). */
export function collectionPath(collectionId: RouteId): string {
  return `/my-library/collections/view-collection/${collectionId}`;
}

/** Every collection (part 1 §2.19). */
export const ALL_COLLECTIONS_PATH = '/my-library/all-collections';

/** The learner's projects (part 1 §2.24). */
/** Each role's own sessions screen: the learner's mentors and sessions, the mentor's schedule. */
export function sessionsPath(role: Role | string): string {
  return role === 'STUDENT' ? '/mentor-sessions' : '/mentor/mentor-sessions';
}

export const PROJECTS_PATH = '/projects';
/** A new project's form. */
export const NEW_PROJECT_PATH = '/projects/new-project';

/** A submitted project's details. */
export function projectDetailsPath(userProjectId: RouteId): string {
  return `/projects/project-details/${userProjectId}`;
}

/** A submitted project's edit form. */
export function editProjectPath(userProjectId: RouteId): string {
  return `/projects/edit-project/${userProjectId}`;
}

/** The query flag that opens the pricing modal over any page (part 1 §2.16). */
export const PRICING_FLAG = 'upgrade';
/** The query flag that opens the mentor's upgrade-request modal. */
export const REQUEST_ACCESS_FLAG = 'request-access';

/** My Library with the pricing modal open, at the package that opens `feature` when one is named. */
export function pricingPath(feature?: UpgradeFeature): string {
  return `${LEARNER_HOME}?${PRICING_FLAG}=${feature ?? 'true'}`;
}

/** My Library with the upgrade-request modal open. */
export const REQUEST_ACCESS_PATH = `${LEARNER_HOME}?${REQUEST_ACCESS_FLAG}=true`;

/** The search page's URL for a search (`/search` alone when there is nothing to search); values URI-encoded. */
export function searchPath(search: Partial<SearchInput>): string {
  const query = Object.entries({
    keyword: search.keyword?.trim(),
    tag_id: search.tagId,
    career_id: search.careerId,
    category_id: search.categoryId,
    category: search.categoryId && search.category,
  })
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return query ? `/search?${query}` : '/search';
}
