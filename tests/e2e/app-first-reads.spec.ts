import { expect, type Page, test } from '@playwright/test';
import { SESSION_USER } from '../../packages/host-demo/src/app/first-read';
import { firstReads } from '../../packages/host-demo/src/app/first-reads';
import { ENTRY_RELEASED, requestsWithEntryHeld } from './entry-held';
import { apiGet, DEMO_PASSWORD, signInToApp, tokenFor } from './helpers';
import { SUPER_MENTOR, signInAndOpen } from './shell-helpers';

/**
 * The first data starts with the page: the server's page start asks for a screen's first api reads from the
 * HTML, before the app's code has run, and the app takes those answers rather than asking again: each read goes
 * out once.
 */

const LEARNER = 'learner@modkit.test';
const MENTOR = 'mentor@modkit.test';

/** The signed-in user's id, where a read names the session's user (the learner's, unless set). */
let sessionUser = '';

/**
 * The api reads the page start makes for `path` (as a learner sees it), as the browser asks for them (`POST
 * <path>` for a read sent as a POST).
 */
const expectedReads = (path: string, role = 'STUDENT') =>
  firstReads(new URL(path, 'http://app').pathname, new URL(path, 'http://app').searchParams)
    .reads.filter((read) => !read.roles || read.roles.includes(role))
    .map((read) => `${read.body ? 'POST ' : ''}/api${read.path.replace(SESSION_USER, sessionUser)}`);

/**
 * Opens `path` and answers, in order, the GETs the page sent (api paths and the app's assets). The app's entry
 * chunk is held until the screen's first reads have gone out (10 s at most): a read that waited for the app's
 * code would come only after it. (The screen's own chunk is started by the HTML too, so it marks nothing.) The
 * page before (the library the sign-in lands on, still loading) is left first: its reads are not the new
 * page's.
 */
const requestsWhileOpening = (page: Page, path: string, ready: () => Promise<void>, role = 'STUDENT') => {
  const expected = expectedReads(path, role);
  return requestsWithEntryHeld(page, path, (sent) => expected.every((url) => sent.includes(url)), ready);
};

function expectStartedWithThePage(sent: string[], path: string, role = 'STUDENT') {
  const expected = expectedReads(path, role);
  expect(expected.length).toBeGreaterThan(0);
  const released = sent.indexOf(ENTRY_RELEASED);
  expect(released, `the entry among ${sent.join(' ')}`).toBeGreaterThan(0);
  for (const url of expected) {
    expect(sent.indexOf(url), `${url} before the app's code ran`).toBeGreaterThanOrEqual(0);
    expect(sent.indexOf(url), `${url} before the app's code ran`).toBeLessThan(released);
    expect(
      sent.filter((s) => s === url),
      `${url} once`,
    ).toHaveLength(1);
  }
}

test('My Library: the shell and the carousels ask for their data from the HTML, once', async ({ page }) => {
  await signInToApp(page, LEARNER);
  const sent = await requestsWhileOpening(page, '/my-library', () =>
    expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible(),
  );
  expectStartedWithThePage(sent, '/my-library');
});

test('the module page: the module and its discussion are asked for from the HTML, once; the header after them', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  const projects = await apiGet<{ results: Array<{ module: { id: number } }> }>(
    request,
    token,
    '/projects/my-projects?limit=1',
  );
  const path = `/my-library/module-preview/module-page/${projects.results[0]!.module.id}`;
  await signInToApp(page, LEARNER);
  const sent = await requestsWhileOpening(page, path, () =>
    expect(page.getByRole('heading', { name: /Discussion/ })).toBeVisible(),
  );
  expectStartedWithThePage(sent, path);
  // The header's notifications and points badge come after the screen: once the page has loaded and painted.
  const module = sent.indexOf(expectedReads(path)[1]!);
  const notifications = sent.filter((url) => url === '/api/users/notifications?page=1&limit=10');
  expect(notifications, "the header's notifications, once").toHaveLength(1);
  expect(sent.indexOf(notifications[0]!)).toBeGreaterThan(sent.indexOf(ENTRY_RELEASED));
  expect(sent.indexOf(notifications[0]!)).toBeGreaterThan(module);
  const badge = sent.filter((url) => /^\/assets\/points-badge-[\w-]+\.js$/.test(url));
  expect(badge, "the header's points badge, once").toHaveLength(1);
  expect(sent.indexOf(badge[0]!)).toBeGreaterThan(sent.indexOf(ENTRY_RELEASED));
});

test("a learner's details: the mentor's page asks for the learner from the HTML, once", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MENTOR);
  const learners = await apiGet<{ results: Array<{ id: number; full_name: string }> }>(
    request,
    token,
    '/users/learners?limit=100',
  );
  const maya = learners.results.find((l) => l.full_name === 'Maya Thompson')!;
  const path = `/mentor/view-details/${maya.id}`;
  expect(expectedReads(path, 'MENTOR')).toContain(`/api/users/learners/${maya.id}`);
  await signInToApp(page, MENTOR, undefined, '/mentor/my-library');
  // Its sections' reads too: they show below the learner once it is in.
  expect(expectedReads(path, 'MENTOR')).toContain(`/api/users/${maya.id}/interest-cloud`);
  const sent = await requestsWhileOpening(
    page,
    path,
    async () => {
      await expect(page.getByRole('heading', { name: 'Maya Thompson', level: 1 })).toBeVisible();
      await expect(page.getByRole('table').last()).toBeVisible();
    },
    'MENTOR',
  );
  expectStartedWithThePage(sent, path, 'MENTOR');
});

test("the activity log: its parts' data, the month's and the learner's own among them, from the HTML, once", async ({
  page,
  request,
}) => {
  const profile = await apiGet<{ id: number }>(request, await tokenFor(request, LEARNER), '/users/profile');
  sessionUser = String(profile.id);
  const path = '/activity-log';
  expect(expectedReads(path)).toContain(`/api/users/${profile.id}/interest-cloud`);
  expect(expectedReads(path).some((url) => url.startsWith('/api/users/activity-log?limit=31&date='))).toBe(
    true,
  );
  await signInToApp(page, LEARNER);
  const sent = await requestsWhileOpening(page, path, () =>
    expect(page.getByRole('heading', { name: 'Activity Log', level: 1 })).toBeVisible(),
  );
  expectStartedWithThePage(sent, path);
});

test("My Profile: the interests' categories and the requests to join accounts from the HTML, once", async ({
  page,
}) => {
  const path = '/my-profile';
  expect(expectedReads(path)).toContain('/api/users/account-joins');
  await signInToApp(page, LEARNER);
  const sent = await requestsWhileOpening(page, path, async () => {
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    // The requests' notice asks (or takes its answer) once the profile is in: nothing more goes out after it.
    await page.waitForLoadState('networkidle');
  });
  expectStartedWithThePage(sent, path);
});

test('the pricing modal over a page asks for the packages from the HTML, once', async ({ page }) => {
  const path = '/my-library?upgrade=true';
  expect(expectedReads(path)).toContain('/api/packages?limit=100&status=Active');
  await signInToApp(page, 'free@modkit.test');
  const sent = await requestsWhileOpening(page, path, () =>
    expect(page.getByRole('table', { name: 'Packages' })).toBeVisible(),
  );
  expectStartedWithThePage(sent, path);
});

test('the login page asks for the sign-in providers from the HTML, once, without a session', async ({
  page,
}) => {
  const sent = await requestsWhileOpening(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Login' })).toBeVisible(),
  );
  expectStartedWithThePage(sent, '/login');
});

test("the super mentor's dashboard: its filters' lists and its figures from the HTML, once; with filters kept, the figures from the dashboard", async ({
  page,
  request,
}) => {
  const lists = await apiGet<{ gradeList: string[] }>(
    request,
    await tokenFor(request, SUPER_MENTOR),
    '/users/school-grade',
  );
  const path = '/super-mentor/dashboard';
  const figures = 'POST /api/users/supermentor-dashboard';
  expect(expectedReads(path, 'SUPER_MENTOR')).toContain(figures);
  await signInAndOpen(page, SUPER_MENTOR, DEMO_PASSWORD, path);
  const counters = () => expect(page.getByRole('region', { name: 'Categories' })).toBeVisible();
  // The dashboard keeps its (empty) filters once it has opened: with none chosen the figures still start early.
  expect(await page.evaluate(() => localStorage.getItem('modkit:dashboard-filters'))).not.toBeNull();
  const sent = await requestsWhileOpening(page, path, counters, 'SUPER_MENTOR');
  expectStartedWithThePage(sent, path, 'SUPER_MENTOR');

  // A grade kept on this device changes the figures' question: the page start leaves it to the dashboard.
  await page.evaluate(
    (grade) => localStorage.setItem('modkit:dashboard-filters', JSON.stringify({ grade })),
    lists.gradeList[0]!,
  );
  const filtered = await requestsWithEntryHeld(
    page,
    path,
    (sent) => sent.includes('/api/users/school-grade'),
    counters,
  );
  const released = filtered.indexOf(ENTRY_RELEASED);
  expect(filtered.filter((s) => s === figures)).toHaveLength(1);
  expect(filtered.indexOf(figures)).toBeGreaterThan(released);
});
