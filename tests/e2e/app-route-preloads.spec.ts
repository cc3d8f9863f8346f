import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { signInToApp } from './helpers';
import { LEARNER, sidebar } from './shell-helpers';

/**
 * Each screen's code arrives with the screen, or before it is asked for: the server names the screen's chunks
 * in its HTML (`<link rel=modulepreload>`), and a link's screen is fetched when the link is hovered, focused
 * or seen. Scripts only: the page a link is on keeps its look (a route's stylesheet applies when it renders).
 */

/** The app's asset requests, from now on. */
function assetRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/')) sent.push(path);
  });
  return sent;
}

/** How every element of the page's main area looks: a few computed properties each, in document order. */
const looks = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [main, ...main.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return [
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.margin,
        style.padding,
        style.display,
      ].join(' ');
    }),
  );

const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.href),
  );

const PROJECTS_CHUNK = /^\/assets\/projects-list-page-[\w-]+\.js$/;
const ACTIVITY_LOG_CHUNK = /^\/assets\/activity-log-page-[\w-]+\.js$/;

test("hovering or focusing a link fetches its screen's code, and the page keeps its look", async ({
  page,
}) => {
  // Without IntersectionObserver (an older browser), only the pointer and the keyboard preload.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  await signInToApp(page, LEARNER);
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sent = assetRequests(page);
  const before = await looks(page);
  const sheets = await stylesheets(page);

  await sidebar(page).getByRole('link', { name: 'Projects', exact: true }).hover();
  await expect.poll(() => sent.some((path) => PROJECTS_CHUNK.test(path))).toBe(true);
  await sidebar(page).getByRole('link', { name: 'Activity Log', exact: true }).focus();
  await expect.poll(() => sent.some((path) => ACTIVITY_LOG_CHUNK.test(path))).toBe(true);
  await page.waitForLoadState('networkidle');

  expect(
    sent.filter((path) => path.endsWith('.css')),
    'no stylesheet fetched ahead',
  ).toEqual([]);
  expect(await stylesheets(page)).toEqual(sheets);
  expect(await looks(page)).toEqual(before);
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/my-library`);

  // The screen then opens from what was fetched, with its own look.
  await sidebar(page).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  expect(sent.filter((path) => PROJECTS_CHUNK.test(path))).toHaveLength(1);
});

test("the sidebar's screens are fetched once the page has settled, without a hover", async ({ page }) => {
  const sent = assetRequests(page);
  await signInToApp(page, LEARNER);
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  await expect.poll(() => sent.some((path) => ACTIVITY_LOG_CHUNK.test(path))).toBe(true);
  expect(sent.some((path) => PROJECTS_CHUNK.test(path))).toBe(true);
});

test("the HTML starts its screen's code; a visitor sent to the login gets none of that screen's styles", async ({
  page,
  request,
}) => {
  const html = await (
    await request.get(`${E2E_API_ORIGIN}/my-library`, { headers: { Accept: 'text/html' } })
  ).text();
  // The page start adds them once it has started the screen's reads: `[rel, href, as?]` in its script.
  const chunk = /\["modulepreload","(\/assets\/my-library-page-[\w-]+\.js)"\]/.exec(html);
  expect(chunk, 'the page chunk of My Library in its HTML').not.toBeNull();
  const style = /\["preload","(\/assets\/my-library-page-[\w-]+\.css)","style"\]/.exec(html);
  expect(style, 'its stylesheet, preloaded only').not.toBeNull();
  expect(html, "the app's catalogue, which every screen waits for").toMatch(
    /\["modulepreload","\/assets\/app-catalogue-[\w-]+\.js"\]/,
  );

  const sent = assetRequests(page);
  await page.goto(`${E2E_API_ORIGIN}/my-library`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(sent).toContain(chunk![1]);
  await expect(page.locator(`link[rel="modulepreload"][href="${chunk![1]}"]`)).toHaveCount(1);
  expect(await stylesheets(page)).not.toContain(`${E2E_API_ORIGIN}${style![1]}`);
});
