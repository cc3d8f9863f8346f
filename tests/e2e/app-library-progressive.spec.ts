import { expect, type Page, type Route, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { signInToApp } from './helpers';

/**
 * My Library on a slow phone: the first screen (the banner, My List, Recommended for You) is painted as soon as
 * its own data is in, without waiting for the carousels below it, and those below ask for their data only once
 * the first rows are painted (they would otherwise share the phone's few connections with the first screen).
 */

const LEARNER = 'learner@modkit.test';
const BELOW = ['/api/trending-modules', '/api/modules/search', '/api/modules/my-modules', '/api/collections'];

/** Holds the answers to the GETs whose URL contains `part` until the returned function is called. */
async function hold(page: Page, part: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes(part),
    async (route: Route) => {
      await released;
      await route.continue().catch(() => {});
    },
  );
  return release;
}

test.beforeEach(async ({ page }) => {
  await signInToApp(page, LEARNER);
  await page.goto('about:blank');
});

test('the carousels below the first screen ask for their data only once the first rows are painted', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  const releaseBanner = await hold(page, '/api/modules/feature-questions/random');
  const firstScreen = Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/users/my-list')),
    page.waitForResponse((r) => r.url().includes('/api/recommendation-engine')),
  ]);
  await page.goto(`${E2E_API_ORIGIN}/my-library`);
  await firstScreen;
  // My List's cards are built (out of sight, the banner is still loading): the first screen waits on its banner.
  await expect(page.locator('modkit-library-carousel').first().locator('.mk-card').first()).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
  expect(sent.filter((path) => BELOW.some((below) => path.startsWith(below)))).toEqual([]);
  releaseBanner();
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Additions' })).toBeVisible();
  expect(sent.filter((path) => path === '/api/trending-modules')).toHaveLength(1);
});

test('the first rows are shown while a carousel below them is still loading', async ({ page }) => {
  const releaseTrending = await hold(page, '/api/trending-modules');
  await page.goto(`${E2E_API_ORIGIN}/my-library`);
  await expect(page.getByRole('heading', { name: 'My List' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Out' })).toBeVisible();
  // What comes after the held carousel waits for it, so that nothing shown is pushed down when it arrives.
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Recent Additions' })).toBeHidden();
  releaseTrending();
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Additions' })).toBeVisible();
});

test('the banner shows as soon as its question is in, above card shapes, while My List is still loading', async ({
  page,
}) => {
  const releaseMyList = await hold(page, '/api/users/my-list');
  await page.goto(`${E2E_API_ORIGIN}/my-library`);
  // The banner is the first screen's largest text: it does not wait for the carousels under it.
  await expect(page.getByRole('link', { name: 'Find Out' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My List' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Recommended for You' })).toBeHidden();
  releaseMyList();
  await expect(page.getByRole('heading', { name: 'My List' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
});
