import { expect, test } from '@playwright/test';
import {
  API,
  apiGet,
  axeViolations,
  DEMO_PASSWORD,
  expectAccessibleAndNarrow,
  signInToApp,
  tokenFor,
} from './helpers';
import {
  APP,
  apiPage,
  auth,
  type Card,
  card,
  firstFullCard,
  freshLearner,
  LEARNER,
  LIBRARY_PASSWORD,
  MENTOR,
} from './library-helpers';

/**
 * The standalone app's own lists and homes against the real server: My List, search, the mentor invitation,
 * the mentor's home and the featured banner.
 */

test('My List: the module just opened is Recently Viewed; bookmark a module, filter, sort and page through the list', async ({
  page,
  request,
}) => {
  const learner = await freshLearner(request, 'mylist', 'STARTER');
  const modules = await apiPage(request, learner.token, '/modules/search?status=PUBLISH&limit=14');
  const [firstModule, ...others] = modules.results;
  await signInToApp(page, learner.email, LIBRARY_PASSWORD);
  await page.goto(`${APP}/my-library/module-preview/${firstModule!.id}`);
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  // The app's one notice region says what happened (the widget's own stays empty inside the app).
  await expect(page.getByRole('status').filter({ hasText: 'Added to My List.' })).toHaveCount(1);
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
  // Recently Viewed (the default) shows the module whose preview was just opened, and only that one.
  await expect(page.getByLabel('Filter')).toHaveValue('Recently Viewed');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, firstModule!.name)).toBeVisible();
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

  // The searches the Search page asks for: the library home it leaves may still be loading a carousel
  // (its recent additions are a module search too), so each request is told apart by the page that made it.
  const searches: string[] = [];
  page.on('request', (r) => {
    const from = r.headers().referer ?? '';
    if (r.url().includes('/api/modules/search') && new URL(from, APP).pathname === '/search')
      searches.push(r.url());
  });
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
  // The page's own search is told apart by its referrer (so the empty list above could have held one).
  expect(searches.some((url) => url.includes(`keyword=${word}`))).toBe(true);
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
  const tagged = await firstFullCard(request, token, catalogue.results, (full) => Boolean(full.tags?.length));
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
  // The link carries the mentor's signed invitation (a bare mentor id is not one).
  const { value } = await apiGet<{ value: string }>(request, mentorToken, '/users/invitation');
  const learner = await freshLearner(request, 'invite');
  await page.goto(`${APP}/my-library?value=${value}`);
  await expect(page).toHaveURL(/redirectLearnerTo=/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(LIBRARY_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${APP}/my-library?value=${value}`);

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

  // A link whose invitation the server did not sign says so.
  await page.goto(`${APP}/my-library?value=forged.invitation.value`);
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

test('counts say their noun in the right number: 0 likes, then 1 like', async ({ page, request }) => {
  const learner = await freshLearner(request, 'likes');
  const modules = await apiPage(request, learner.token, '/modules/search?status=PUBLISH&limit=40');
  const unliked = (modules.results as Array<Card & { likes?: number }>).find((m) => (m.likes ?? 0) === 0);
  expect(unliked).toBeDefined();
  await signInToApp(page, learner.email, LIBRARY_PASSWORD);
  await page.goto(`${APP}/my-library/module-preview/${unliked!.id}`);
  await expect(page.getByText('0 likes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  await expect(page.getByText('1 likes')).toHaveCount(0);
});
