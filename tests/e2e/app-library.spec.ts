import { expect, test } from '@playwright/test';
import { apiGet, expectAccessibleAndNarrow, signInToApp, tokenFor } from './helpers';
import {
  APP,
  apiPage,
  card,
  FREE,
  firstFullCard,
  freshLearner,
  LEARNER,
  LIBRARY_PASSWORD,
} from './library-helpers';

/**
 * The standalone app's library screens against the real server: the library sub-pages, collections and
 * the certificate panel, related careers.
 */

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
  await signInToApp(page, starter.email, LIBRARY_PASSWORD);
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
  await signInToApp(page, free.email, LIBRARY_PASSWORD);
  await page.goto(`${APP}/assigned-by-mentor`);
  await expect(page.getByText(/include mentor sessions/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/assigned-by-mentor?upgrade=sessions`);

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
  await signInToApp(page, learner.email, LIBRARY_PASSWORD);
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
  await expect(page).toHaveURL(`${APP}/my-library/all-collections?upgrade=collections`);
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
  const module = await firstFullCard(request, token, recent.results, (full) => Boolean(full.careers?.length));
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

test("My Library's carousels share one parsed stylesheet rather than a <style> each, and are styled by it", async ({
  page,
}) => {
  await signInToApp(page, LEARNER);
  await page.goto(`${APP}/my-library`);
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  const roots = await page.evaluate(() => {
    const hosts = [...document.querySelectorAll('modkit-library-carousel')];
    const sheets = hosts.map((h) => h.shadowRoot?.adoptedStyleSheets ?? []);
    return {
      count: hosts.length,
      styleElements: hosts.reduce((n, h) => n + (h.shadowRoot?.querySelectorAll('style').length ?? 0), 0),
      sharedSheets: new Set(sheets.map((s) => s[0])).size,
      adoptedEach: sheets.map((s) => s.length),
    };
  });
  expect(roots.count).toBeGreaterThan(2);
  expect(roots).toEqual({
    count: roots.count,
    styleElements: 0,
    sharedSheets: 1,
    adoptedEach: Array(roots.count).fill(1),
  });
  // The shared sheet's rules apply inside each root: a carousel's 1em padding (of the host's 15px).
  const carousels = page.locator('modkit-library-carousel section.mk-carousel');
  for (const carousel of await carousels.all()) await expect(carousel).toHaveCSS('padding-top', '15px');
});
