import { writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { apiGet, axeViolations, DEMO_PASSWORD, documentWidth, tokenFor } from './helpers';

/**
 * Every route of part 1 and part 2 of the standalone app (issue 14), each as the role that owns it on the
 * demo data — signed out, the PREMIUM learner, the FREE learner (locked pages), the mentor and the super
 * mentor — opened at 1280×800 and again at 360×740: the page settles (its h1, no loading state left),
 * fits 360 px (no sideways scroll), has no axe violation in `main`, and matches its screenshot
 * (`__screenshots__/app-routes-sweep.spec.ts/{role}-{route}-{width}.png`; after a deliberate change of a
 * screen: `npx playwright test tests/e2e/app-routes-sweep.spec.ts --update-snapshots`). A route that
 * redirects is checked for where it lands; the landing page has its own row.
 *
 * The database is shared with the other browser tests, which add comments, sessions, projects, points,
 * views, learners and notifications, and the demo data is dated from the day it was seeded: dates and
 * relative times, counts, the notification dot and such lists are masked (a list as tall as the screen,
 * so that its length moves nothing in view), and a page that is mostly such data (My Library,
 * Notifications, the Dashboard) is compared down to its stable top only.
 */

const MENTOR = 'mentor@modkit.test';
const SUPER_MENTOR = 'supermentor@modkit.test';
const LEARNER = 'learner@modkit.test';
const FREE = 'free@modkit.test';

type Role = 'visitor' | 'learner' | 'free' | 'mentor' | 'supermentor';

/** The demo data's ids the paths need, looked up through the api. */
interface Ids {
  moduleId: number;
  careerId: number;
  collectionId: number;
  userProjectId: number;
  premiumId: number;
  eliteId: number;
  orderId: number;
  learnerId: number;
  menteeId: number;
  likeId: number;
}

interface SweepRoute {
  /** The screenshot's name (with the role and the width added). */
  name: string;
  /** Where the spec defines it. */
  spec: string;
  path: (ids: Ids) => string;
  /**
   * Where a redirect lands (path and query), when not on `path`: only the landing is checked, the
   * landing page being a route of the same table with its own checks and screenshots.
   */
  landing?: (ids: Ids) => string;
  /** What else to wait for before the checks. */
  ready?: (page: Page) => Promise<unknown>;
  /** Content that changes between runs (selectors; they reach into the widgets' shadow roots). */
  masks?: string[];
  /**
   * Masked lists that grow and shrink with other tests' data: for the screenshot each is as tall as the
   * screen, so that the list's length never moves what is in view.
   */
  fixed?: string[];
  /** CSS in the page for the screenshot (after the checks; light DOM only, before the clip is measured). */
  css?: string;
  /**
   * Compare only the top of the page down to this element (a page that is mostly data other tests
   * change, whose layout changes with it).
   */
  compareDownTo?: string;
}

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };
const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const main = (page: Page) => page.locator('main');
/** Anything still loading: the states' spinner, the lazy page's placeholder, a busy region. */
const LOADING = '.mk-spinner, .page-loading, [aria-busy="true"], [part="loading"]';

/** Dates, times and relative times: the demo data is dated from the day the server seeded it. */
const DATES =
  /\d{1,2}-\d{1,2}-\d{4}|\d{4}-\d{2}-\d{2}|\bago\b|\bdays? left\b|(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

/**
 * What changes on every signed-in page: the points badge, the notification dot, the year in the footer,
 * any date in `main` and the month pickers (this month).
 */
const signedInMasks = (page: Page) => [
  page.locator('.mk-points'),
  page.locator('.notifications-menu__dot'),
  page.locator('.sidebar__footer'),
  main(page).getByText(DATES),
  main(page).locator('input[type=month]'),
];
/**
 * The screenshots' own CSS (it reaches into the widgets' shadow roots): a card's progress tag (Ongoing,
 * Completed) is the learner's progress, which other tests change, and it changes the card's height.
 */
const SWEEP_CSS = '.mk-card__status { display: none !important; }\n';

/** My Library: the featured question is random (2 lines at most above 767 px, cut to 160 characters). */
const LIBRARY: Partial<SweepRoute> = {
  masks: ['.banner__question'],
  css: `.banner__question { height: 2lh; overflow: hidden; }
@media (max-width: 767px) { .banner__question { height: 10lh; } }`,
  // Below it the carousels come and go with the account's views, bookmarks and assignments.
  compareDownTo: '.banner',
};
/** A grid of cards that other tests' views, bookmarks and assignments change. */
const GRID: Partial<SweepRoute> = { masks: ['.card-grid'], fixed: ['.card-grid'] };
/** The module's counts and the viewer's own bookmark, like and progress. */
const PREVIEW: Partial<SweepRoute> = {
  masks: ['.mk-counts', '.mk-progress', '[aria-label="Bookmark"]', '[aria-label="Like"]'],
};
/** A project's conversation, which other tests add to. */
const CHAT: Partial<SweepRoute> = { masks: ['.chat'], fixed: ['.chat'] };
/** Session cards, which other tests schedule and cancel. */
const SESSIONS: Partial<SweepRoute> = { masks: ['.session-cards'], fixed: ['.session-cards'] };
/** The learner table widget: who is in it changes with other tests' invitations and removals. */
const LEARNER_TABLE: Partial<SweepRoute> = {
  masks: ['.mk-columns', '.mk-pager'],
  fixed: ['.mk-columns'],
};
/** A learner's details: the age (a birthday), the modules and projects tables (views, assignments). */
const LEARNER_DETAILS: Partial<SweepRoute> = {
  masks: ['dt:text-is("Age") + dd', '.learner-section .projects-table'],
  fixed: ['.learner-modules-table'],
};

const ROUTES: Record<Role, SweepRoute[]> = {
  visitor: [
    { name: 'home', spec: 'part 1 §2.1, §2.4', path: () => '/' },
    { name: 'login', spec: 'part 1 §2.4', path: () => '/login' },
    { name: 'signup', spec: 'part 1 §2.5', path: () => '/signup' },
    { name: 'signup-educator', spec: 'part 1 §2.5', path: () => '/signup?type=educator' },
    { name: 'instant-signup', spec: 'part 1 §2.6', path: (ids) => `/instant-signup/${ids.premiumId}` },
    { name: 'forgot-password', spec: 'part 1 §2.7', path: () => '/forgot-password' },
    { name: 'reset-password', spec: 'part 1 §2.7', path: () => '/reset-password?token=sweep-token' },
    {
      name: 'verify-account',
      spec: 'part 1 §2.10',
      path: () => '/verify-account?token=sweep-token&email=sweep%40modkit.test',
      ready: (page) => expect(main(page).getByRole('link')).toBeVisible(),
    },
    {
      name: 'activate',
      spec: 'part 1 §2.1, §2.10',
      path: () => '/activate?token=sweep-token&email=sweep%40modkit.test',
      ready: (page) => expect(main(page).getByRole('link')).toBeVisible(),
    },
    { name: 'launch-lti', spec: 'part 1 §2.11', path: () => '/launch/lti', landing: () => '/login' },
    { name: 'temporary-sign-in', spec: 'part 1 §2.13', path: () => '/temporary-sign-in' },
    { name: 'mentor-enquiry', spec: 'part 1 §2.9; part 2 enquiry forms', path: () => '/mentor-enquiry' },
    {
      name: 'contact-us-enquiry',
      spec: 'part 1 §2.9; part 2 enquiry forms',
      path: () => '/contact-us-enquiry',
    },
    { name: 'terms-and-conditions', spec: 'part 1 §2.1', path: () => '/terms-and-conditions' },
    {
      name: 'like-school-project',
      spec: 'part 2 Like pages',
      path: (ids) => `/like-school-project/${ids.likeId}/page/2`,
    },
    {
      name: 'like-blog',
      spec: 'part 2 Like pages',
      path: (ids) => `/like-blog/${ids.likeId}/page/3`,
    },
    { name: '404', spec: 'part 1 §2.12', path: () => '/404' },
    { name: 'unknown-path', spec: 'part 1 §2.3', path: () => '/no-such-page', landing: () => '/404' },
    { name: '403', spec: 'part 1 §2.12', path: () => '/403' },
    {
      name: 'guarded-my-library',
      spec: 'part 1 §2.3',
      path: () => '/my-library',
      landing: () => '/?redirectLearnerTo=%2Fmy-library',
    },
  ],
  learner: [
    {
      name: 'my-library',
      spec: 'part 1 §2.17',
      path: () => '/my-library',
      ...LIBRARY,
    },
    {
      name: 'recommended-for-you',
      spec: 'part 1 §2.18',
      path: () => '/recommended-for-you',
      ...GRID,
    },
    {
      name: 'assigned-by-mentor',
      spec: 'part 1 §2.18',
      path: () => '/assigned-by-mentor',
      ...GRID,
    },
    { name: 'recent-additions', spec: 'part 1 §2.18', path: () => '/recent-additions' },
    { name: 'trending', spec: 'part 1 §2.18', path: () => '/trending', ...GRID },
    { name: 'all-collections', spec: 'part 1 §2.19', path: () => '/my-library/all-collections' },
    {
      name: 'view-collection',
      spec: 'part 1 §2.19',
      path: (ids) => `/my-library/collections/view-collection/${ids.collectionId}`,
      masks: ['.certificate .btn'],
    },
    {
      name: 'module-preview',
      spec: 'part 1 §2.20',
      path: (ids) => `/my-library/module-preview/${ids.moduleId}`,
      ...PREVIEW,
    },
    {
      name: 'module-page',
      spec: 'part 1 §2.21',
      path: (ids) => `/my-library/module-preview/module-page/${ids.moduleId}`,
    },
    {
      name: 'related-careers',
      spec: 'part 1 §2.22',
      path: (ids) => `/my-library/module-preview/${ids.moduleId}/related-careers/${ids.careerId}`,
    },
    { name: 'my-list', spec: 'part 1 §2.23; part 2 My List', path: () => '/my-list', ...GRID },
    { name: 'search', spec: 'part 2 Search', path: () => '/search?keyword=perspective' },
    {
      name: 'projects',
      spec: 'part 1 §2.24',
      path: () => '/projects',
      // Other tests submit projects as this learner.
      masks: ['.projects-table'],
      fixed: ['.projects-table'],
    },
    {
      name: 'project-details',
      spec: 'part 1 §2.24',
      path: (ids) => `/projects/project-details/${ids.userProjectId}`,
      ...CHAT,
    },
    { name: 'new-project', spec: 'part 1 §2.24', path: () => '/projects/new-project' },
    {
      name: 'edit-project',
      spec: 'part 1 §2.24',
      path: (ids) => `/projects/edit-project/${ids.userProjectId}`,
    },
    {
      name: 'mentor-sessions',
      spec: 'part 1 §2.25',
      path: () => '/mentor-sessions',
      ...SESSIONS,
    },
    {
      name: 'project-locked',
      spec: 'part 1 §2.24',
      path: () => '/project-locked',
      landing: () => '/projects',
    },
    { name: 'my-profile', spec: 'part 2 My Profile', path: () => '/my-profile' },
    {
      name: 'notifications',
      spec: 'part 2 Notifications',
      path: () => '/notifications',
      // The list is read on open (no 'New' on the next visit) and other tests add to it.
      compareDownTo: 'h1',
    },
    {
      name: 'activity-log',
      spec: 'part 2 Activity Log',
      path: () => '/activity-log',
      masks: ['.account-section > :not(h2, .section-head)'],
    },
    {
      name: 'your-points',
      spec: 'part 2 Your Points',
      path: () => '/your-points',
      masks: ['.figure__value', '.figure__note', '.progress', '.badge-row__note'],
    },
    { name: 'my-account', spec: 'part 2 My Account', path: () => '/my-account', masks: ['.plan__left'] },
    { name: 'order-details', spec: 'part 2 Order Details', path: (ids) => `/order-details/${ids.eliteId}` },
    {
      name: 'order-details-instant',
      spec: 'part 2 Order Details',
      path: (ids) => `/order-details/${ids.eliteId}?instant_signup=true`,
    },
    { name: 'payment', spec: 'part 1 §2.2; part 2 §4', path: (ids) => `/payments/${ids.orderId}` },
    { name: 'contact-us', spec: 'part 2 Contact Us', path: () => '/contact-us' },
    {
      name: 'choose-your-interest',
      spec: 'part 1 §2.8',
      path: () => '/choose-your-interest',
    },
    {
      name: 'tell-us-more-about-you',
      spec: 'part 1 §2.8',
      path: () => '/tell-us-more-about-you',
    },
  ],
  free: [
    {
      name: 'my-library',
      spec: 'part 1 §2.17',
      path: () => '/my-library',
      ...LIBRARY,
    },
    { name: 'all-collections', spec: 'part 1 §2.19', path: () => '/my-library/all-collections' },
    { name: 'assigned-by-mentor', spec: 'part 1 §2.18', path: () => '/assigned-by-mentor' },
    { name: 'project-locked', spec: 'part 1 §2.24', path: () => '/project-locked' },
    {
      name: 'projects',
      spec: 'part 1 §2.24',
      path: () => '/projects',
      landing: () => '/project-locked',
    },
    { name: 'mentor-sessions-locked', spec: 'part 1 §2.24', path: () => '/mentor-sessions-locked' },
    {
      name: 'mentor-sessions',
      spec: 'part 1 §2.25',
      path: () => '/mentor-sessions',
      landing: () => '/mentor-sessions-locked',
    },
    { name: 'activity-log-locked', spec: 'part 2 Locked Activity Log', path: () => '/activity-log-locked' },
    {
      name: 'activity-log',
      spec: 'part 2 Activity Log',
      path: () => '/activity-log',
      landing: () => '/activity-log-locked',
    },
    { name: 'my-account', spec: 'part 2 My Account', path: () => '/my-account' },
  ],
  mentor: [
    {
      name: 'my-library',
      spec: 'part 1 §2.17',
      path: () => '/mentor/my-library',
      ...LIBRARY,
    },
    // Opened before My List, so that the list is never empty (it has the modules the mentor viewed).
    {
      name: 'module-preview',
      spec: 'part 1 §2.20',
      path: (ids) => `/my-library/module-preview/${ids.moduleId}`,
      ...PREVIEW,
    },
    { name: 'my-list', spec: 'part 2 My List', path: () => '/mentor/my-list', ...GRID },
    {
      name: 'my-learners',
      spec: 'part 2 My Learners',
      path: () => '/mentor/my-learners',
      ...LEARNER_TABLE,
    },
    {
      name: 'view-details',
      spec: 'part 2 Learner View Details',
      path: (ids) => `/mentor/view-details/${ids.learnerId}`,
      ...LEARNER_DETAILS,
    },
    {
      name: 'project-details',
      spec: 'part 2 Mentor project details',
      path: (ids) => `/mentor/${ids.learnerId}/project-details/${ids.userProjectId}`,
      ...CHAT,
    },
    {
      name: 'mentor-sessions',
      spec: 'part 2 Mentor Sessions',
      path: () => '/mentor/mentor-sessions',
      ...SESSIONS,
    },
    {
      name: 'learner-sessions-path',
      spec: 'part 2 Mentor Sessions',
      path: () => '/mentor-sessions',
      landing: () => '/mentor/mentor-sessions',
      ...SESSIONS,
    },
    { name: 'my-profile', spec: 'part 2 My Profile', path: () => '/my-profile' },
    {
      name: 'notifications',
      spec: 'part 2 Notifications',
      path: () => '/notifications',
      compareDownTo: 'h1',
    },
    { name: 'your-points', spec: 'part 2 §6', path: () => '/your-points', landing: () => '/403' },
  ],
  supermentor: [
    {
      name: 'dashboard',
      spec: 'part 2 Super Mentor Dashboard',
      path: () => '/super-mentor/dashboard',
      masks: ['.mk-counter__value'],
      // Below the counters the charts and leaderboards change size with everyone's activity.
      compareDownTo: '.mk-counters',
    },
    {
      name: 'my-learners',
      spec: 'part 2 My Learners',
      path: () => '/super-mentor/my-learners',
      ...LEARNER_TABLE,
    },
    {
      name: 'my-child-mentors',
      spec: 'part 2 My Mentees',
      path: () => '/super-mentor/my-child-mentors',
      masks: ['.people-columns'],
      fixed: ['.people-columns'],
    },
    {
      name: 'view-mentee-details',
      spec: 'part 2 Mentee View Details',
      path: (ids) => `/super-mentor/view-mentee-details/${ids.menteeId}`,
      masks: [
        '.day-chart',
        '.mentee-summary',
        '.category-table',
        '.stat-figures',
        '.learner-section .projects-table',
      ],
    },
    {
      name: 'view-details-through-mentee',
      spec: 'part 2 Learner View Details',
      path: (ids) => `/mentor/view-details/${ids.learnerId}?mentorId=${ids.menteeId}`,
      ...LEARNER_DETAILS,
    },
    {
      name: 'project-details-through-mentee',
      spec: 'part 2 Mentor project details',
      path: (ids) => `/mentor/${ids.learnerId}/project-details/${ids.userProjectId}?mentorId=${ids.menteeId}`,
      ...CHAT,
    },
    { name: 'my-profile', spec: 'part 2 My Profile', path: () => '/my-profile' },
  ],
};

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  learner: LEARNER,
  free: FREE,
  mentor: MENTOR,
  supermentor: SUPER_MENTOR,
};

type Paged<T> = { results: T[] };

/** The ids of the demo data, through the api as each role sees it. */
async function lookUpIds(request: APIRequestContext): Promise<Ids> {
  const learner = await tokenFor(request, LEARNER);
  const mentor = await tokenFor(request, MENTOR);
  const superMentor = await tokenFor(request, SUPER_MENTOR);
  const packages = await apiGet<Paged<{ id: number; name: string }>>(request, learner, '/packages');
  const pkg = (name: string) => packages.results.find((p) => p.name === name)!.id;
  // The demo learner's own project (other tests submit more) and its module.
  const projects = await apiGet<Paged<{ id: number; module: { id: number }; project: { name: string } }>>(
    request,
    learner,
    '/projects/my-projects?limit=100',
  );
  const project = projects.results.find((p) => p.project.name === 'Floating Boxes in Two-Point Perspective')!;
  const module = await apiGet<{ careers: Array<{ id: number }> }>(
    request,
    learner,
    `/modules/auth/${project.module.id}`,
  );
  const collections = await apiGet<Paged<{ id: number; name: string }>>(
    request,
    learner,
    '/collections?limit=100',
  );
  const subscriptions = await apiGet<Paged<{ status: string; order: { id: number } | null }>>(
    request,
    learner,
    '/users/subscriptions',
  );
  const learners = await apiGet<Paged<{ id: number; full_name: string }>>(
    request,
    mentor,
    '/users/learners?limit=100',
  );
  const mentees = await apiGet<Paged<{ id: number; full_name: string }>>(
    request,
    superMentor,
    '/users/mentees',
  );
  return {
    moduleId: project.module.id,
    careerId: module.careers[0]!.id,
    collectionId: collections.results.find((c) => c.name === 'Learn Better, Live Better')!.id,
    userProjectId: project.id,
    premiumId: pkg('PREMIUM'),
    eliteId: pkg('ELITE'),
    orderId: subscriptions.results.find((s) => s.status === 'ACTIVE')!.order!.id,
    learnerId: learners.results.find((l) => l.full_name === 'Maya Thompson')!.id,
    menteeId: mentees.results.find((m) => m.full_name === 'Daniel Reyes')!.id,
    // A like page no run has liked yet on this server.
    likeId: 500_000 + (Date.now() % 400_000),
  };
}

async function signIn(page: Page, email: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/(login)?(\?.*)?$/);
}

/** Waits until the page shows its h1 and nothing is loading, its fonts and images included. */
async function settle(page: Page, route: SweepRoute) {
  // Waits (not expect's polling) answer as soon as the page changes: a hundred pages add up.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await page.locator(LOADING).first().waitFor({ state: 'detached' });
  await route.ready?.(page);
  await page.waitForFunction(() => {
    // A lazy image out of view (below the fold, or further along a carousel) stays unloaded.
    const outOfView = (r: DOMRect) =>
      r.top > innerHeight || r.left > innerWidth || r.bottom < 0 || r.right < 0;
    return (
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete || outOfView(image.getBoundingClientRect()))
    );
  });
}

/** The top of the page down to the bottom of `until` and a little more. */
async function clipDownTo(page: Page, until: string, size: typeof WIDE) {
  const box = await page.locator(until).first().boundingBox();
  if (!box) throw new Error(`${until} is not on the page`);
  return { x: 0, y: 0, width: size.width, height: Math.min(size.height, Math.ceil(box.y + box.height + 16)) };
}

/** One route at one size: lands where it should, settles, fits, passes axe, matches its screenshot. */
async function check(page: Page, role: Role, route: SweepRoute, ids: Ids, size: typeof WIDE) {
  await page.setViewportSize(size);
  await page.goto(url(route.path(ids)));
  const landing = route.landing?.(ids) ?? route.path(ids);
  await expect(page).toHaveURL(url(landing));
  await settle(page, route);
  if (route.landing) return;
  const where = `${landing} at ${size.width} px`;
  if (size.width === NARROW.width)
    expect.soft(await documentWidth(page), `${where}: sideways scroll`).toBeLessThanOrEqual(360);
  expect.soft(await axeViolations(page), `${where}: axe`).toEqual([]);

  const name = `${role}-${route.name}-${size.width}`;
  const stylePath = test.info().outputPath(`${name}.css`);
  const fixed = (route.fixed ?? []).map(
    (s) => `${s} { height: 100vh !important; overflow: hidden !important; }`,
  );
  writeFileSync(stylePath, [SWEEP_CSS, ...fixed].join('\n'));
  if (route.css) await page.addStyleTag({ content: route.css });
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: false,
    animations: 'disabled',
    maxDiffPixelRatio: 0.02,
    stylePath,
    mask: [
      ...(role === 'visitor' ? [] : signedInMasks(page)),
      ...(route.masks ?? []).map((selector) => page.locator(selector)),
    ],
    clip: route.compareDownTo ? await clipDownTo(page, route.compareDownTo, size) : undefined,
  });
}

/** Signs in once, then opens every route of the role at 1280 px and again at 360 px. */
async function sweep(page: Page, role: Role, ids: Ids) {
  if (role !== 'visitor') await signIn(page, ACCOUNTS[role]);
  for (const route of ROUTES[role]) {
    await test.step(`${route.path(ids)} (${route.spec})`, async () => {
      await check(page, role, route, ids, WIDE);
      await check(page, role, route, ids, NARROW);
    });
  }
}

let ids: Ids;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await lookUpIds(request);
  await request.dispose();
});

for (const role of Object.keys(ROUTES) as Role[]) {
  test(`every route of the ${role} at 1280 and 360 px: settles, fits, passes axe, matches its screenshot`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await sweep(page, role, ids);
  });
}
