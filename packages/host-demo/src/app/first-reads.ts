/**
 * The api reads each screen makes as soon as it renders, by path: the server starts them from the HTML, in a
 * small inline script, while the app's code is still downloading (src/server/page-start.ts), and the app's
 * client takes their responses instead of asking again (client.ts, the SDK's `prefetchedFirst`). Paths are
 * relative to the api root and written as the SDK's client writes them; a browser test checks that each is
 * taken, never asked twice (tests/e2e/app-first-reads.spec.ts). No React here: the server imports it.
 */

import { dashboardFiltersStorageKey } from '@modkit/sdk';
import { defaultComparisonMonths, PRICING_FLAG } from '@modkit/sdk/rules';
import { pricingOpen } from './commerce/pricing-flag';
import { type FirstRead, SESSION_USER } from './first-read';
import { latestMonth, selectableMonth } from './projects/projects-query';

const STUDENT = ['STUDENT'];
const TOTAL_POINTS = '/users/total-points';
const MENTORS = ['MENTOR', 'SUPER_MENTOR'];

/**
 * What the signed-in shell reads on every screen: the profile (the shell renders with it). The header's
 * notifications and points badge read theirs once the screen has painted (shell/use-notifications.ts,
 * shell/lazy-points-badge.tsx): started with the page, they took two of the six connections a phone's browser
 * opens to the server while the screen's code still had to come, and its largest paint waited (the module
 * page's kit started 150 ms later).
 */
const SHELL_FIRST: FirstRead[] = [{ path: '/users/profile' }];

const moduleReads = (id: string, preview: boolean): FirstRead[] => [
  // The preview's largest paint is its hero, the module's cover (the module page shows no cover).
  { path: `/modules/auth/${id}?include=tags,careers`, ...(preview ? { cover: {} } : {}) },
  { path: `/modules/auth/${id}?include=projects,tabs` },
  { path: `/comments?module_id=${id}&page=1&limit=100` },
];

/** The screens' own reads, by route (the first match wins); `public`: outside the shell. */
const SCREENS: Array<{
  pattern: RegExp;
  public?: boolean;
  reads: (match: RegExpExecArray, query: URLSearchParams) => FirstRead[];
}> = [
  { pattern: /^\/(login|signup)?$/, public: true, reads: () => [{ path: '/auth/providers' }] },
  {
    pattern: /^\/instant-signup\/(\d+)$/,
    public: true,
    reads: (m) => [{ path: `/packages/${m[1]}` }, { path: '/auth/providers' }],
  },
  {
    pattern: /^\/(mentor\/)?my-library$/,
    // The banner and the first screen's two carousels (library-carousels.tsx: a learner's My List and
    // Recommended for You, a mentor's My List and Trending); those below start once these are painted.
    reads: () => [
      { path: '/modules/feature-questions/random' },
      { path: '/users/my-list?type=RECENTLY_VIEWED&order=DESC&page=1&limit=12' },
      { path: '/recommendation-engine?page=1&limit=12', roles: STUDENT },
      { path: '/trending-modules?page=1&limit=12', roles: MENTORS },
    ],
  },
  {
    pattern: /^\/my-library\/module-preview\/(module-page\/)?(\d+)$/,
    reads: (m) => moduleReads(m[2]!, !m[1]),
  },
  {
    pattern: /^\/my-list$/,
    reads: () => [
      {
        path: '/users/my-list?type=RECENTLY_VIEWED&order=DESC&page=1&limit=12&user_type=STUDENT',
        roles: STUDENT,
        // The first card fills a phone's screen: its cover is the largest paint.
        cover: { list: 'myList' },
      },
    ],
  },
  {
    pattern: /^\/projects$/,
    reads: () => [{ path: '/projects/my-projects?page=1&limit=10&status=SUBMITTED&order_by=DESC' }],
  },
  {
    pattern: /^\/activity-log$/,
    reads: (_m, query) => [
      { path: '/certificates?include=collection', roles: STUDENT },
      { path: '/projects/my-projects?page=1&limit=5&status=SUBMITTED&order_by=DESC', roles: STUDENT },
      { path: '/modules/my-modules?order_by=DESC&page=1&limit=100&status=VIEWED', roles: STUDENT },
      { path: '/users/activity-log/activity', roles: STUDENT },
      // Points and Badges, and the header's points badge once painted: one read for the two.
      { path: TOTAL_POINTS, roles: STUDENT, takers: 2 },
      // The month's chart (`?month=`, this month by default: activity-month.tsx), Most Viewed and Key Jobs.
      {
        path: `/users/activity-log?limit=31&date=${selectableMonth(query.get('month')) || latestMonth()}-01`,
        roles: STUDENT,
      },
      { path: `/users/${SESSION_USER}/interest-cloud`, roles: STUDENT },
      { path: `/users/${SESSION_USER}/career-recommendation`, roles: STUDENT },
    ],
  },
  {
    pattern: /^\/my-profile$/,
    // The interests' categories, and the requests to join another account into this one (asked once the
    // page's code had run, the read sat in the largest paint's chain).
    reads: () => [
      { path: '/categories/sub-categories?limit=20&status=PUBLISH&page=1' },
      { path: '/users/account-joins' },
    ],
  },
  {
    pattern: /^\/(mentor|super-mentor)\/my-learners$/,
    reads: () => [{ path: '/users/learners?type=LEARNER&page=1&limit=10' }],
  },
  {
    // The learner's profile (the page's largest paint is in it), then what its sections read once it is in (they
    // show below it: modules, interests, careers, recommended modules, projects). Through a mentee (`mentorId`,
    // a super mentor's view) the page asks with that query: none here.
    pattern: /^\/mentor\/view-details\/(\d+)$/,
    reads: (m, query) =>
      query.has('mentorId')
        ? []
        : [
            `/users/learners/${m[1]}`,
            `/users/learners/${m[1]}/modules?page=1&limit=5`,
            `/users/${m[1]}/interest-cloud`,
            `/users/${m[1]}/career-recommendation`,
            `/recommendation-engine/${m[1]}?page=1&limit=12`,
            `/users/learners/${m[1]}/projects?page=1&limit=5&status=SUBMITTED&order_by=DESC`,
          ].map((path) => ({ path, roles: MENTORS })),
  },
  {
    pattern: /^\/mentor\/mentor-sessions$/,
    reads: () => [
      { path: '/users/sessions?page=1&limit=10' },
      { path: '/users/learners?type=LEARNER&page=1&limit=100' },
    ],
  },
  {
    // The filters' lists, and the figures (the largest paint) for the default comparison months, unless filters
    // are kept on this device (the dashboard then asks with them). This month is the server's: on the day a
    // month turns, a browser still in the last one asks again.
    pattern: /^\/super-mentor\/dashboard$/,
    reads: () => [
      { path: '/users/school-grade' },
      {
        path: '/users/supermentor-dashboard',
        body: JSON.stringify({ comparisionByMonth: defaultComparisonMonths(new Date()) }),
        unlessChosen: dashboardFiltersStorageKey(),
        roles: ['SUPER_MENTOR'],
      },
    ],
  },
  {
    pattern: /^\/super-mentor\/my-child-mentors$/,
    reads: () => [{ path: '/users/mentees?type=SUPER_MENTOR,MENTOR&page=1&limit=10' }],
  },
  {
    pattern: /^\/admin\/partners$/,
    reads: () => [{ path: '/admin/partners?page=1&limit=50' }, { path: '/packages?limit=100&status=Active' }],
  },
];

/** The pricing modal's packages, over a signed-in page whose query opens it (commerce/pricing-flag.ts). */
const pricing = (query: URLSearchParams): FirstRead[] =>
  pricingOpen(query.get(PRICING_FLAG)) ? [{ path: '/packages?limit=100&status=Active' }] : [];

/** A signed-in screen's reads after the shell's. */
const withShell = (own: FirstRead[]): FirstRead[] => [...SHELL_FIRST, ...own];

/** Public screens with no reads of their own (nothing of the shell's either). */
const QUIET_PUBLIC =
  /^\/(forgot-password|reset-password|verify-account|claim-address|activate|terms-and-conditions|404|403|mentor-enquiry|contact-us-enquiry|temporary-sign-in|launch\/lti|linkedin-callback|choose-your-interest|tell-us-more-about-you|like-(school-project|blog)\/.*)$/;

/**
 * The reads a path's screen (with its `query`) starts with, and whether it is signed in (the shell's profile then comes first and
 * its other reads last; a visitor without a session gets none, the app sends them to the login). Unknown paths: none.
 */
export function firstReads(
  path: string,
  query = new URLSearchParams(),
): { signedIn: boolean; reads: FirstRead[] } {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (QUIET_PUBLIC.test(clean)) return { signedIn: false, reads: [] };
  for (const screen of SCREENS) {
    const match = screen.pattern.exec(clean);
    if (!match) continue;
    if (screen.public) return { signedIn: false, reads: screen.reads(match, query) };
    return {
      signedIn: true,
      reads: withShell([...screen.reads(match, query), ...pricing(query)]),
    };
  }
  return { signedIn: true, reads: withShell(pricing(query)) };
}
