import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { signInToApp } from './helpers';

/**
 * The Activity Log's month chart is drawn once the page is painted (its first draw is a long task on a phone's
 * CPU): until the browser is idle its box holds the page's place, then the chart is drawn in it. The browser's
 * idle moments are played by hand here, so that the order is certain.
 */
test('the month chart is drawn when the browser is idle after the page is painted', async ({ page }) => {
  await signInToApp(page, 'learner@modkit.test');
  await page.addInitScript(() => {
    const queue: Array<() => void> = [];
    const w = window as unknown as {
      requestIdleCallback: unknown;
      cancelIdleCallback: unknown;
      runIdle: () => void;
    };
    w.requestIdleCallback = (run: () => void) => queue.push(run);
    w.cancelIdleCallback = (id: number) => {
      queue[id - 1] = () => {};
    };
    w.runIdle = () => {
      for (const run of queue.splice(0)) run();
    };
  });
  await page.goto(`${E2E_API_ORIGIN}/activity-log`);
  const chart = page.getByRole('main').getByRole('img', { name: /^Minutes of activity per day in / });
  await expect(chart).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Points and Badges' })).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(280);
  await expect(chart.locator('canvas')).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
  await expect(chart.locator('canvas')).toBeVisible();
  expect((await chart.boundingBox())?.height).toBe(box?.height);
});
