import type { Role } from './session';

/** Route rules of part 1 §2.3–§2.4, §2.10, §2.15. */

const LIKE_PAGE = /^\/like-(school-project|blog)\/[^/]+\/page\/[^/]+\/?$/;

export type GuardResult = { allow: true } | { allow: false; redirect: string };

/**
 * The access guard for an unauthenticated visitor: like pages stay; the my-library path goes home with
 * redirectLearnerTo (path and query); anything else goes home with redirectTo (path).
 */
export function guardRoute(path: string, search: string, authenticated: boolean): GuardResult {
  if (authenticated || LIKE_PAGE.test(path)) return { allow: true };
  if (path === '/my-library' || path.startsWith('/my-library/') || path.startsWith('/my-library?')) {
    return { allow: false, redirect: `/?redirectLearnerTo=${encodeURIComponent(path + search)}` };
  }
  return { allow: false, redirect: `/?redirectTo=${encodeURIComponent(path)}` };
}

/** Where a user goes after login (part 1 §2.4). */
export function postLoginRedirect(role: Role | string, query: URLSearchParams): string {
  if (role !== 'STUDENT') return '/mentor/my-library';
  if (query.get('instantsignup') === 'true') return '/my-account';
  const learnerTo = query.get('redirectLearnerTo');
  if (learnerTo?.startsWith('/')) return learnerTo;
  const to = query.get('redirectTo');
  if (to?.startsWith('/') && !to.startsWith('//')) return to;
  return '/my-library';
}

/** autologout=true on the login page forces a logout. */
export function forcesLogout(query: URLSearchParams): boolean {
  return query.get('autologout') === 'true';
}

/** Verify account: both token and email are needed; a '+' turned into a space is restored. */
export function verifyAccountParams(query: URLSearchParams): { token: string; email: string } | null {
  const token = query.get('token');
  const email = query.get('email');
  if (!token || !email) return null;
  return { token, email: email.replace(/ /g, '+') };
}

const SIDEBAR_KEYS = [
  'my-library',
  'my-list',
  'mentor-sessions',
  'projects',
  'project-locked',
  'activity-log-locked',
  'activity-log',
  'my-learners',
  'my-child-mentors',
  'dashboard',
] as const;
export type SidebarKey = (typeof SIDEBAR_KEYS)[number];

/** The sidebar item highlighted for a path (learner, mentor and super-mentor variants share keys). */
export function sidebarKey(path: string): SidebarKey | null {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  const first = segments[0] === 'mentor' || segments[0] === 'super-mentor' ? segments[1] : segments[0];
  return (SIDEBAR_KEYS as readonly string[]).includes(first ?? '') ? (first as SidebarKey) : null;
}

export const DASHBOARD_MIN_WIDTH = 550;

/** Sidebar items per role (part 1 §2.15); Dashboard only when the window is wider than 550. */
export function sidebarItems(role: Role | string, windowWidth: number): string[] {
  if (role === 'STUDENT') return ['My Library', 'My List', 'My Mentors', 'Projects', 'Activity Log'];
  if (role === 'SUPER_MENTOR') {
    return [
      'My Library',
      ...(windowWidth > DASHBOARD_MIN_WIDTH ? ['Dashboard'] : []),
      'My List',
      'My Learners',
      'My Mentees',
    ];
  }
  return ['My Library', 'My List', 'My Learners'];
}
