import type { Role } from './session';

/** Route rules of part 1 §2.3, §2.4, §2.7, §2.10, §2.12, §2.13 (part 2 §2 repeats the guard). */

const LIKE_PAGE = /^\/like-(school-project|blog)\/[^/]+\/page\/[^/]+\/?$/;
/** The profile route: verify-account fallback and the 'Back to Home' of the 403/404 pages. */
export const PROFILE_ROUTE = '/my-profile';
/** The login route. */
export const LOGIN_ROUTE = '/login';

/** The access guard's answer. */
export type GuardResult = { allow: true } | { allow: false; redirect: string };

/**
 * The access guard for an unauthenticated visitor: like pages stay; the my-library path goes home with
 * redirectLearnerTo (path and query); anything else goes home with redirectTo (path).
 */
export function guardRoute(path: string, search: string, authenticated: boolean): GuardResult {
  if (authenticated || LIKE_PAGE.test(path)) return { allow: true };
  if (path === '/my-library' || path.startsWith('/my-library/')) {
    return { allow: false, redirect: `/?redirectLearnerTo=${encodeURIComponent(path + search)}` };
  }
  return { allow: false, redirect: `/?redirectTo=${encodeURIComponent(path)}` };
}

/** A redirect target is followed only when it is a same-site path ('/x', never '//host' or 'http:'). */
function samePath(target: string | null): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * Where a user goes after login, or when already signed in on login/signup (part 1 §2.4): mentors and
 * other roles to /mentor/my-library; learners to /my-account with instantsignup=true, else the
 * redirectLearnerTo or redirectTo target, else /my-library.
 */
export function postLoginRedirect(role: Role | string, query: URLSearchParams): string {
  if (role !== 'STUDENT') return '/mentor/my-library';
  if (query.get('instantsignup') === 'true') return '/my-account';
  const learnerTo = query.get('redirectLearnerTo');
  if (samePath(learnerTo)) return learnerTo;
  const to = query.get('redirectTo');
  return samePath(to) ? to : '/my-library';
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
