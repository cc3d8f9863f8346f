import { expect, test } from '@playwright/test';
import { E2E_PARTNER_ORIGIN } from '../../playwright.config';
import { apiGet, events, freshEmail, moduleIdByName, setAttributes, signUpThroughApi } from './helpers';

/**
 * A partner page opts in to the offline queue for progress (`data-offline` on the loader, issue 44): a step made
 * with no network waits in the partner origin's IndexedDB — no service worker of ours there — and reaches the
 * server once the browser is back online.
 */
test('with data-offline, a step made offline on a partner page waits on the device and is sent once online', async ({
  page,
  context,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    email: freshEmail('embedoffline'),
    password: 'Offline-pass-1',
  });
  const moduleId = await moduleIdByName(request, token, 'Fibonacci in Nature');
  const record = () =>
    apiGet<{ completed_percentage: number }>(request, token, `/modules/my-modules/${moduleId}`);
  await page.goto(`${E2E_PARTNER_ORIGIN}/offline.html`);
  await page.waitForFunction(() => customElements.get('modkit-module-player') !== undefined);
  await setAttributes(page, '#player', { token, 'module-id': String(moduleId) });
  const player = page.locator('#player');
  await player.getByRole('button', { name: 'Get Started' }).click();
  await expect(player.getByRole('tab', { name: /Get the idea/ })).toBeVisible();

  // The queue's code comes after the widget's first paint (at the browser's first idle moment, 3 s at most):
  // once it has opened the device's database, a step made with no network can wait there.
  await expect
    .poll(() =>
      page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'modkit-device')),
    )
    .toBe(true);
  await context.setOffline(true);
  await player.getByRole('button', { name: 'Continue' }).click();
  await expect(player.getByText('Saved on this device. It will be sent when you are online.')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect((await record()).completed_percentage).toBe(0);

  await context.setOffline(false);
  await expect.poll(async () => (await record()).completed_percentage, { timeout: 20_000 }).toBe(33);
  expect(await events(page, 'modkit:error')).toEqual([]);
});
