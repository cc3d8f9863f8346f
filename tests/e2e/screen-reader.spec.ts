import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { DEMO_PASSWORD } from './helpers';
import { serveScreenReader, spokenPhrases } from './screen-reader';

/**
 * What a screen reader says on each widget and on the app's main screens, start to end
 * (`@guidepup/virtual-screen-reader`, see `screen-reader.ts`), kept as reviewed snapshots in
 * `tests/e2e/__snapshots__/screen-reader.spec.ts/`: a change in what is announced shows in review.
 * Update them with `npx playwright test tests/e2e/screen-reader.spec.ts --update-snapshots`, then read the diff.
 *
 * The pages come from a product of their own on the demo seed alone (the other test files' comments, views
 * and points would change the words); figures that move with the clock (the dashboard's months) are masked.
 */

// Outside every worker's ten ports (the product +0, partner +1, LMS +2, the framework examples +3…+9 but +7,
// production-start +7): worker n's pristine product listens at E2E_PORT + 95.
const PORT = E2E_PORT + 95;
const ORIGIN = `http://localhost:${PORT}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'tests/e2e/serve-pristine.ts'],
    { env: { ...process.env, PRISTINE_PORT: String(PORT) }, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 170_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** A demo account's token, through the api. */
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, recaptchaResponse: 'e2e', machine_id: 'sr' }),
  });
  return ((await response.json()) as { meta: { token: string } }).meta.token;
}

/** The id of the demo module named `name`. */
async function moduleId(token: string, name: string): Promise<number> {
  const response = await fetch(
    `${ORIGIN}/api/modules/search?keyword=${encodeURIComponent(name)}&limit=40&status=PUBLISH&search_type=CUSTOM`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const { data } = (await response.json()) as { data: { results: Array<{ id: number; name: string }> } };
  const found = data.results.find((m) => m.name === name);
  if (!found) throw new Error(`no module named ${name}`);
  return found.id;
}

/** A page of this product's origin holding one widget element, as a partner page would. */
async function openWidget(page: Page, element: string) {
  await serveScreenReader(page);
  await page.route(`${ORIGIN}/screen-reader/widget`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget</title></head>
<body><main>${element}</main><script src="${ORIGIN}/widgets/loader.js" data-api="${ORIGIN}/api"></script></body></html>`,
    }),
  );
  await page.goto(`${ORIGIN}/screen-reader/widget`);
}

/** Signs in through the app's login form, then opens `path`. */
async function openApp(page: Page, email: string, path: string) {
  await serveScreenReader(page);
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${ORIGIN}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** How long ago something was written ('12 hours ago'): the demo's times are set from the day the seed ran. */
const AGO = /\b\d+ (minute|hour|day|week|month|year)s? ago\b/g;

/**
 * The dashboard's figures: its comparison months are this month and the two before, whose hours move with the
 * day the seed ran; what is announced around them (names, roles, captions) is what the reading keeps. The figures
 * themselves are checked against the api in app-dashboard.spec.ts.
 */
const FIGURES = /\d[\d.,]*/g;

/** This year (the sidebar's '© 2026', the dashboard's months). */
const YEAR = /\b20\d\d\b/g;

/** A module's view count (counted once its page is painted, a moment after the reading may start). */
const VIEWS = /\b\d+ views?\b/g;

/**
 * The free learner's modules left: the module player's reading above starts a module as that learner, but a
 * retry runs this group on a fresh product without it (the count itself is checked in the learner table's tests).
 */
const MODULES_LEFT = /\b\d+\/\d+ modules left\b/g;

/** Month names and years (the dashboard's comparison months move with the clock). */
const MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;

/**
 * Reads `selector` and compares it with the snapshot `name`, once the page has settled: no request on its way
 * (the header's notifications and points come after the first paint) and nothing marked busy, in any shadow root.
 */
async function expectSpoken(page: Page, name: string, selector = 'body', mask: RegExp[] = []) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  let spoken = await spokenPhrases(page, selector);
  for (const pattern of [AGO, YEAR, ...mask]) spoken = spoken.replace(pattern, '…');
  expect(spoken).toMatchSnapshot(`${name}.txt`);
}

const DISCUSSED = 'Drawing in Perspective';

test.describe('what a screen reader says in each widget', () => {
  test('library carousel: its heading, View All, the arrows, then each card with its tags and title', async ({
    page,
  }) => {
    const token = await tokenOf('learner@modkit.test');
    await openWidget(
      page,
      `<modkit-library-carousel source="recommended" token="${token}"></modkit-library-carousel>`,
    );
    await expect(page.locator('modkit-library-carousel .mk-card').first()).toBeVisible();
    await expectSpoken(page, 'widget-library-carousel', 'main');
  });

  test('module player: the preview, then the module page on its first tab', async ({ page }) => {
    const token = await tokenOf('free@modkit.test');
    const id = await moduleId(token, 'Circuits From Scratch');
    await openWidget(
      page,
      `<modkit-module-player module-id="${id}" token="${token}"></modkit-module-player>`,
    );
    const player = page.locator('modkit-module-player');
    await expect(player.getByRole('button', { name: 'Get Started' })).toBeVisible();
    // Other Modules and the view's count come once the preview is painted; the count is masked (it is counted
    // a moment after the preview shows).
    await expect(player.getByRole('heading', { name: 'Other Modules' })).toBeVisible();
    await expectSpoken(page, 'widget-module-player-preview', 'main', [VIEWS]);
    await player.getByRole('button', { name: 'Get Started' }).click();
    await expect(player.getByRole('tablist')).toBeVisible();
    // The module's text fills its own shadow root once the sanitizer has run.
    await expect(player.getByRole('heading', { name: 'A water-pipe picture' })).toBeVisible();
    await expectSpoken(page, 'widget-module-player-tab-1', 'main');
  });

  test('discussion: its heading and count, the comment box, then each comment with its author and replies', async ({
    page,
  }) => {
    const token = await tokenOf('learner@modkit.test');
    const id = await moduleId(token, DISCUSSED);
    await openWidget(page, `<modkit-discussion module-id="${id}" token="${token}"></modkit-discussion>`);
    await expect(page.locator('modkit-discussion').getByText('Does anyone know').first()).toBeVisible();
    await expectSpoken(page, 'widget-discussion', 'main');
  });

  test('points badge: one button that says the points once', async ({ page }) => {
    const token = await tokenOf('learner@modkit.test');
    await openWidget(page, `<modkit-points-badge token="${token}"></modkit-points-badge>`);
    await expect(page.locator('modkit-points-badge').getByRole('button')).toBeVisible();
    await expectSpoken(page, 'widget-points-badge', 'main');
  });

  test("learner table: the mentor's heading, actions and each learner's column", async ({ page }) => {
    const token = await tokenOf('mentor@modkit.test');
    await openWidget(page, `<modkit-learner-table token="${token}"></modkit-learner-table>`);
    await expect(
      page.locator('modkit-learner-table').getByRole('heading', { name: 'My Learners' }),
    ).toBeVisible();
    await expect(page.locator('modkit-learner-table [part~="learner"]').first()).toBeVisible();
    await expectSpoken(page, 'widget-learner-table', 'main');
  });

  test("dashboard: the super mentor's filters, figures and charts", async ({ page }) => {
    const token = await tokenOf('supermentor@modkit.test');
    await openWidget(page, `<modkit-dashboard token="${token}"></modkit-dashboard>`);
    await expect(page.locator('modkit-dashboard canvas').first()).toBeVisible();
    await expectSpoken(page, 'widget-dashboard', 'main', [MONTHS, FIGURES]);
  });
});

test.describe("what a screen reader says on the app's main screens", () => {
  test('login', async ({ page }) => {
    await serveScreenReader(page);
    await page.goto(`${ORIGIN}/login`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectSpoken(page, 'app-login');
  });

  test('library', async ({ page }) => {
    // The featured question is drawn at random: the reading takes the discussed module's.
    const token = await tokenOf('learner@modkit.test');
    const id = await moduleId(token, DISCUSSED);
    const module = await fetch(`${ORIGIN}/api/modules/auth/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ data: { reflection_question: string; language: string } }>);
    await page.route('**/api/modules/feature-questions/random', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            id,
            question: module.data.reflection_question,
            module: { id, name: DISCUSSED },
            language: module.data.language,
          },
        }),
      }),
    );
    await openApp(page, 'learner@modkit.test', '/my-library');
    await expect(page.locator('.mk-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
    await expectSpoken(page, 'app-library');
  });

  test('module page', async ({ page }) => {
    const token = await tokenOf('learner@modkit.test');
    const id = await moduleId(token, DISCUSSED);
    await openApp(page, 'learner@modkit.test', `/my-library/module-preview/module-page/${id}`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A flat page that looks deep' })).toBeVisible();
    await expectSpoken(page, 'app-module-page');
  });

  test('My List', async ({ page }) => {
    // Recently Viewed starts with the module opened last: open it here, whatever ran before.
    const token = await tokenOf('learner@modkit.test');
    const id = await moduleId(token, DISCUSSED);
    await openApp(page, 'learner@modkit.test', `/my-library/module-preview/module-page/${id}`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.goto(`${ORIGIN}/my-list`);
    await expect(page.locator('.mk-card').first()).toBeVisible();
    await expect(page.locator('.mk-card').first()).toContainText(DISCUSSED);
    // The header's points come with their own read.
    await expect(page.getByRole('button', { name: /points/ })).toBeVisible();
    await expectSpoken(page, 'app-my-list');
  });

  test('My Learners', async ({ page }) => {
    await openApp(page, 'mentor@modkit.test', '/mentor/my-learners');
    await expect(page.locator('[part~="learner"]').first()).toBeVisible();
    await expectSpoken(page, 'app-my-learners', 'body', [MODULES_LEFT]);
  });

  test('dashboard', async ({ page }) => {
    await openApp(page, 'supermentor@modkit.test', '/super-mentor/dashboard');
    await expect(page.locator('canvas').first()).toBeVisible();
    await expectSpoken(page, 'app-dashboard', 'body', [MONTHS, FIGURES]);
  });
});
