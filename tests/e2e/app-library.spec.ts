import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  API,
  apiGet,
  axeViolations,
  buyPackage,
  DEMO_PASSWORD,
  expectAccessibleAndNarrow,
  freshEmail,
  signInToApp,
  signUpThroughApi,
  tokenFor,
} from './helpers';

/**
 * The standalone app's library screens against the real server: the library sub-pages, collections and
 * the certificate panel, related careers, My List, search, the mentor invitation and the mentor's home.
 */

const LEARNER = 'learner@modkit.test';
const FREE = 'free@modkit.test';
const MENTOR = 'mentor@modkit.test';
const PASSWORD = 'Library-pass-1';
const APP = E2E_API_ORIGIN;

interface Card {
  id: number;
  name: string;
  banner_text?: string | null;
  tags?: Array<{ id: number; name: string }>;
  careers?: Array<{ id: number; name: string }>;
  categories?: Array<{ id: number; name: string }>;
}
type Paged = { results: Card[]; total: number };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new learner through the api (FREE), optionally moved to a package through the test gateway. */
async function freshLearner(request: APIRequestContext, tag: string, packageName?: string) {
  const email = freshEmail(`lib.${tag}`);
  const lastName = `Lib${tag}${Date.now().toString(36)}`.replace(/[^A-Za-z0-9]/g, '');
  const token = await signUpThroughApi(request, { email, password: PASSWORD, firstName: 'Lena', lastName });
  if (packageName) await buyPackage(request, token, packageName);
  return { email, token, lastName };
}

/** A list of the api with its total (`meta.pagination.total`). */
async function apiPage(request: APIRequestContext, token: string, path: string): Promise<Paged> {
  const response = await request.get(`${API}${path}`, { headers: auth(token) });
  const body = (await response.json()) as {
    data: { results: Card[] };
    meta: { pagination: { total: number } };
  };
  return { results: body.data.results, total: body.meta.pagination.total };
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name }).first();

test('the four library sub-pages show the api cards with their ribbons, and pages of 12', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  await signInToApp(page, LEARNER);
  const pages = [
    {
      path: '/recommended-for-you',
      title: 'Recommended for You',
      api: '/recommendation-engine?page=1&limit=12',
    },
    {
      path: '/assigned-by-mentor',
      title: 'Assigned by Mentor',
      api: '/modules/my-modules?status=ASSIGNED&page=1&limit=12',
    },
    {
      path: '/recent-additions',
      title: 'Recent Additions',
      api: '/modules/search?search_type=CUSTOM&status=PUBLISH&order_by=DESC&order_by_type=publish_at&page=1&limit=12',
    },
    { path: '/trending', title: 'Trending', api: '/trending-modules?page=1&limit=12' },
  ];
  let ribbons = 0;
  for (const sub of pages) {
    const expected = await apiPage(request, token, sub.api);
    expect(expected.results.length).toBeGreaterThan(0);
    await page.goto(`${APP}${sub.path}`);
    await expect(page.getByRole('heading', { level: 1, name: sub.title })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(expected.results.length);
    for (const module of expected.results) {
      await expect(card(page, module.name)).toBeVisible();
      if (module.banner_text) {
        await expect(card(page, module.name)).toContainText(module.banner_text);
        ribbons++;
      }
    }
    await expectAccessibleAndNarrow(page);
  }
  expect(ribbons).toBeGreaterThan(0);

  // Recent Additions pages through the catalogue, 12 at a time; a card opens its preview.
  await page.goto(`${APP}/recent-additions`);
  const first = await page.getByRole('article').first().getByRole('button').textContent();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${APP}/recent-additions?page=2`);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(page.getByRole('article').first()).not.toContainText(first!);
  await page.getByRole('article').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/my-library\/module-preview\/\d+$/);
});

test('empty and locked sub-pages: a fresh learner with sessions, and one on the FREE package', async ({
  page,
  request,
}) => {
  const starter = await freshLearner(request, 'starter', 'STARTER');
  await signInToApp(page, starter.email, PASSWORD);
  await page.goto(`${APP}/assigned-by-mentor`);
  await expect(page.getByText("Your mentor hasn't assigned any modules yet.")).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.goto(`${APP}/my-list`);
  await expect(page.getByText("Your haven't created your list yet.")).toBeVisible();
  await expect(page.getByText('the modules you view will be listed here')).toBeVisible();
  await expectAccessibleAndNarrow(page);

  const free = await freshLearner(request, 'free');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInToApp(page, free.email, PASSWORD);
  await page.goto(`${APP}/assigned-by-mentor`);
  await expect(page.getByText(/include mentor sessions/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/assigned-by-mentor?upgrade=true`);

  // My Library shows a carousel only with items; the locked Collections carousel stays.
  await page.addInitScript(() => {
    const ready: unknown[] = [];
    Object.assign(window, { __ready: ready });
    document.addEventListener('modkit:ready', (e) => ready.push((e as CustomEvent).detail?.source));
  });
  await page.goto(`${APP}/my-library`);
  await page.waitForFunction(() => {
    const ready = (window as unknown as { __ready: unknown[] }).__ready;
    return ready.includes('my-list') && ready.includes('assigned');
  });
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Locked/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My List' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Assigned by Mentor' })).toBeHidden();
});

test('collections: the grid, a collection with its locked certificate, and the FREE learner locked', async ({
  page,
  request,
}) => {
  const learner = await freshLearner(request, 'collections', 'STARTER');
  const collections = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    learner.token,
    '/collections',
  );
  expect(collections.results.length).toBeGreaterThan(0);
  await signInToApp(page, learner.email, PASSWORD);
  await page.goto(`${APP}/my-library/all-collections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByText(/under one theme/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(collections.results.length);
  await expectAccessibleAndNarrow(page);

  const target = collections.results[0]!;
  await card(page, target.name).getByRole('button', { name: target.name }).click();
  await expect(page).toHaveURL(`${APP}/my-library/collections/view-collection/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certificate of Completion' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  const locked = page.getByRole('button', { name: 'Download Certificate' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expect(locked).toHaveAccessibleDescription('Complete the steps to earn your certificate!');
  await locked.hover();
  const tooltip = page.locator('.mk-floating');
  await expect(tooltip).toHaveText('Complete the steps to earn your certificate!');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await locked.focus();
  await expect(tooltip).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // The FREE learner sees the lock and Upgrade, and no collection is requested.
  await page.evaluate(() => localStorage.clear());
  await signInToApp(page, FREE);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/collections') && asked.push(r.url()));
  await page.goto(`${APP}/my-library/all-collections`);
  await expect(page.getByText(/Upgrade your package to unlock them/)).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/my-library/all-collections?upgrade=true`);
  await page.goto(`${APP}/my-library/collections/view-collection/${target.id}`);
  await expect(page.getByText(/Upgrade your package to unlock them/)).toBeVisible();
  expect(asked).toEqual([]);
});

test('related careers: from a module preview to a career, explore more, and back', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  const recent = await apiPage(request, token, '/modules/search?status=PUBLISH&limit=40');
  let module: Card | undefined;
  for (const m of recent.results) {
    const full = await apiGet<Card>(request, token, `/modules/auth/${m.id}?include=tags,careers`);
    if (full.careers?.length) {
      module = full;
      break;
    }
  }
  const career = module!.careers![0]!;
  const careers = await apiGet<{ results: Array<{ id: number; name: string }> }>(request, token, '/careers');
  await signInToApp(page, LEARNER);
  await page.goto(`${APP}/my-library/module-preview/${module!.id}`);
  await page.getByRole('button', { name: career.name, exact: true }).click();
  await expect(page).toHaveURL(`${APP}/my-library/module-preview/${module!.id}/related-careers/${career.id}`);
  await expect(page.getByRole('heading', { level: 1, name: career.name })).toBeVisible();
  const related = page.getByRole('region', { name: `Modules related to ${career.name}` });
  await expect(related.getByRole('article').first()).toBeVisible();
  expect(await related.getByRole('article').count()).toBeLessThanOrEqual(10);
  const explore = page.getByRole('region', { name: 'Explore more' });
  await expect(explore.getByRole('link')).toHaveCount(careers.results.length);
  await expect(explore.getByRole('link', { name: career.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessibleAndNarrow(page);

  const other = careers.results.find((c) => c.id !== career.id)!;
  await explore.getByRole('link', { name: other.name, exact: true }).click();
  await expect(page).toHaveURL(`${APP}/my-library/module-preview/${module!.id}/related-careers/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the module preview' }).click();
  await expect(page).toHaveURL(`${APP}/my-library/module-preview/${module!.id}`);
});

test('My List: bookmark a module, filter, sort and page through the list', async ({ page, request }) => {
  const learner = await freshLearner(request, 'mylist', 'STARTER');
  const modules = await apiPage(request, learner.token, '/modules/search?status=PUBLISH&limit=14');
  const [firstModule, ...others] = modules.results;
  await signInToApp(page, learner.email, PASSWORD);
  await page.goto(`${APP}/my-library/module-preview/${firstModule!.id}`);
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(
      async () =>
        (await apiGet<{ total: number }>(request, learner.token, '/users/my-list?type=BOOKMARKED')).total,
    )
    .toBe(1);
  for (const m of others.slice(0, 12)) {
    const response = await request.post(`${API}/users/bookmarks`, {
      headers: auth(learner.token),
      data: { module_id: m.id },
    });
    expect(response.ok()).toBe(true);
  }

  await page.goto(`${APP}/my-list`);
  await expect(page.getByRole('heading', { level: 1, name: 'My List' })).toBeVisible();
  await expect(page.getByLabel('Filter')).toHaveValue('Recently Viewed');
  await expect(page.getByText("Your haven't created your list yet.")).toBeVisible();
  await page.getByLabel('Filter').selectOption('Bookmarked');
  await expect(page).toHaveURL(`${APP}/my-list?filter=Bookmarked`);
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(card(page, firstModule!.name)).toHaveCount(0);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText(firstModule!.name);

  await page.getByLabel('Sort by').selectOption('Oldest');
  await expect(page).toHaveURL(`${APP}/my-list?filter=Bookmarked&sort=Oldest`);
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('article').first()).toContainText(firstModule!.name);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
});

test('search: keyword results, a nonsense word, the prompt, the category chip and a tag from a preview', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  const catalogue = await apiPage(request, token, '/modules/search?status=PUBLISH&limit=40');
  const word = catalogue.results.flatMap((m) => m.name.split(/\s+/)).find((w) => /^[A-Za-z]{5,}$/.test(w))!;
  const expected = await apiPage(request, token, `/modules/search?status=PUBLISH&limit=40&keyword=${word}`);
  await signInToApp(page, LEARNER);

  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/api/modules/search') && searches.push(r.url()));
  await page.goto(`${APP}/search`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText(/or choose a category, to find modules/)).toBeVisible();
  expect(searches).toEqual([]);
  await expectAccessibleAndNarrow(page);

  // The header's search box leads to /search?keyword=… (the URL contract of search-query.ts).
  await page.goto(`${APP}/search?keyword=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(
    page.getByText(`${expected.total} ${expected.total === 1 ? 'module' : 'modules'} found`),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(expected.results.length);
  await expectAccessibleAndNarrow(page);

  await page.goto(`${APP}/search?keyword=zzqxvw`);
  await expect(page.getByText('Sorry, no search results on zzqxvw')).toBeVisible();

  // A category from the header's dropdown is a removable chip.
  const sub = catalogue.results.find((m) => m.categories?.length)!.categories![0]!;
  await page.goto(`${APP}/search?category_id=${sub.id}&category=${encodeURIComponent(sub.name)}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole('button', { name: `Remove the category ${sub.name}` }).click();
  await expect(page).toHaveURL(`${APP}/search`);
  await expect(page.getByText(/or choose a category, to find modules/)).toBeVisible();

  // A tag on a module preview searches its tagged modules.
  let tagged: Card | undefined;
  for (const m of catalogue.results) {
    const full = await apiGet<Card>(request, token, `/modules/auth/${m.id}?include=tags,careers`);
    if (full.tags?.length) {
      tagged = full;
      break;
    }
  }
  const tag = tagged!.tags![0]!;
  await page.goto(`${APP}/my-library/module-preview/${tagged!.id}`);
  await page.getByRole('button', { name: `#${tag.name}`, exact: true }).click();
  await expect(page).toHaveURL(`${APP}/search?keyword=${encodeURIComponent(tag.name)}&tag_id=${tag.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${tag.name} tagged modules` })).toBeVisible();
  await expect(card(page, tagged!.name)).toBeVisible();
  await expectAccessibleAndNarrow(page);
});

test('the mentor invitation: a fresh learner opens the link, joins, and is in the mentor’s learners', async ({
  page,
  request,
}) => {
  const mentorToken = await tokenFor(request, MENTOR);
  const mentor = await apiGet<{ id: number; full_name: string }>(request, mentorToken, '/users/profile');
  const learner = await freshLearner(request, 'invite');
  await page.goto(`${APP}/my-library?value=${mentor.id}`);
  await expect(page).toHaveURL(/redirectLearnerTo=/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${APP}/my-library?value=${mentor.id}`);

  const dialog = page.getByRole('dialog', { name: 'Mentor Invitation' });
  await expect(dialog.getByText('Mentor Name')).toBeVisible();
  await expect(dialog.getByText(mentor.full_name)).toBeVisible();
  expect(await axeViolations(page, ['dialog'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Join Now' }).click();
  await expect(dialog.getByText('Success! Mentor Assigned Successfully.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(`${APP}/my-library`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const learners = await apiGet<{ results: Array<{ email: string }> }>(
    request,
    mentorToken,
    `/users/learners?keyword=${learner.lastName}`,
  );
  expect(learners.results.map((l) => l.email)).toContain(learner.email);

  // A link to no mentor says so.
  await page.goto(`${APP}/my-library?value=999999`);
  await expect(page.getByRole('alertdialog')).toContainText('Error! Could not get mentor details.');
});

test('the mentor lands on /mentor/my-library: no Recommended for You, collections open', async ({ page }) => {
  await signInToApp(page, MENTOR, DEMO_PASSWORD, '/mentor/my-library');
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for You' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Locked/ })).toHaveCount(0);
  await expectAccessibleAndNarrow(page);
  await page.goto(`${APP}/my-library/all-collections`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certificate of Completion' })).toHaveCount(0);
});

test('the featured banner: the question cut to 160 only above 767 px, a new one on every third visit', async ({
  page,
}) => {
  const question = `${'Why do some ideas spread faster than others '.repeat(5)}?`;
  let fetched = 0;
  await page.route('**/api/modules/feature-questions/random', (route) => {
    fetched++;
    return route.fulfill({ json: { data: { id: 1, question, module: { id: 1, name: 'Ideas' } } } });
  });
  await signInToApp(page, LEARNER);
  for (const title of ['Recommended for You', 'Trending', 'Recent Additions', 'Collections'])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Featured question' });
  await expect(banner).toContainText(`${question.slice(0, 160)} ...`);
  await expect(banner).not.toContainText(question);
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(banner).toContainText(question);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner.getByRole('link', { name: 'Find Out' })).toHaveAttribute(
    'href',
    '/my-library/module-preview/1',
  );

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (let visit = 2; visit <= 4; visit++) {
    await nav.getByRole('link', { name: 'My List' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My List' })).toBeVisible();
    await nav.getByRole('link', { name: 'My Library' }).click();
    await expect(banner).toContainText(question.slice(0, 40));
  }
  expect(fetched).toBe(2);
});
