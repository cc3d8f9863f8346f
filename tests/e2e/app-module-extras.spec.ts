import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { freshLearnerInApp, moduleIdByName } from './helpers';

/**
 * What the module preview and page offer besides their content (part 1 §2.20, §2.21, §6): Other Modules of
 * the same category without the current one; each tab opened is recorded; past 550 px of scroll a back-to-top
 * button and the share icon appear; 20/40/60/80 % of the first tab go to the analytics once each.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const MODULE = 'Why Bridges Stand Up';

/** Signs a fresh learner in to the app; returns the id of MODULE (looked up with the learner's token). */
async function freshLearnerAndModule(page: Page, tag: string, password: string) {
  const { token } = await freshLearnerInApp(page, tag, { password });
  return moduleIdByName(page.request, token, MODULE);
}

test('the preview offers Other Modules (never the module itself) that open their own preview', async ({
  page,
}) => {
  const moduleId = await freshLearnerAndModule(page, 'others', 'Others-pass-1');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  const others = page.getByRole('region', { name: 'Other Modules' });
  await expect(others.getByRole('article').first()).toBeVisible();
  await expect(others.getByRole('article').filter({ hasText: MODULE })).toHaveCount(0);
  const first = others.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('heading').click();
  await expect(page).not.toHaveURL(url(`/my-library/module-preview/${moduleId}`));
  await expect(page).toHaveURL(/\/my-library\/module-preview\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('the module page records each tab, counts scroll marks once and offers back to top past 550 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  const moduleId = await freshLearnerAndModule(page, 'scroll', 'Scroll-pass-1');
  const marks: number[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith('[analytics] module-scroll')) return;
    marks.push((JSON.parse(text.slice('[analytics] module-scroll'.length)) as { percent: number }).percent);
  });
  const tabs: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/modules/${moduleId}/tabs`))
      tabs.push((request.postDataJSON() as { tab: number }).tab);
  });

  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(url(`/my-library/module-preview/module-page/${moduleId}`));
  await expect(page.getByRole('tab', { name: /Get the idea/ })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => tabs).toEqual([1]);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);

  // Down the first tab in steps, then again: each mark once.
  // The tab's content (sanitized by a lazily loaded chunk) makes the page tall once it is in.
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  await expect.poll(pageHeight).toBeGreaterThan(1200);
  const height = await pageHeight();
  for (let y = 0; y <= height; y += 150) await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => marks).toEqual([20, 40, 60, 80]);
  await expect(backToTop).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' }).last()).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(backToTop).toBeVisible();
  expect(marks).toEqual([20, 40, 60, 80]);

  await page.getByRole('tab', { name: /Mini Projects/ }).click();
  await expect.poll(() => tabs).toEqual([1, 2]);
});

test('completing a module gives a moment: points, the step to the next badge, what to read next', async ({
  page,
}) => {
  const moduleId = await freshLearnerAndModule(page, 'finish', 'Finish-pass-1');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('tab', { name: /Skill Building/ })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const moment = page.getByRole('region', { name: 'Module completed!' });
  await expect(moment).toContainText(`You finished ${MODULE}.`);
  // Get the Idea earned 50 points: 450 to go to the first badge (500).
  await expect(moment).toContainText('50 points so far');
  await expect(moment).toContainText('450 points to the Explorer badge');
  await expect(moment.getByRole('progressbar', { name: 'Progress to the Explorer badge' })).toHaveAttribute(
    'value',
    '10',
  );
  const next = moment.getByRole('button').first();
  const nextName = (await next.textContent())?.trim() ?? '';
  expect(nextName).not.toBe(MODULE);
  await next.click();
  await expect(page).toHaveURL(/\/my-library\/module-preview\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: nextName })).toBeVisible();
});

test('opening a module counts the view once the module is on screen, never while its reads are on the way', async ({
  page,
}) => {
  const moduleId = await freshLearnerAndModule(page, 'views', 'Views-pass-1');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (address) => address.pathname === `/api/modules/auth/${moduleId}`,
    async (route) => {
      await released;
      await route.continue().catch(() => {});
    },
  );
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
  // Time for an idle moment while the module is held: the view is not counted yet.
  await page.waitForTimeout(1500);
  expect(writes).toEqual([]);
  release();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect.poll(() => writes).toEqual([`PATCH /api/modules/${moduleId}/update-view-count`]);
});
