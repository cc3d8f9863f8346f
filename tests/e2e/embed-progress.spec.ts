import { expect, test } from '@playwright/test';
import {
  apiGet,
  events,
  freshEmail,
  moduleIdByName,
  openPartner,
  setAttributes,
  signUpThroughApi,
} from './helpers';

/**
 * Progress that the network loses once is saved on the next attempt, and the points badge moves when the
 * server says the save earned points (Get the Idea: at 33 %, part 2 §9), not at 100 %.
 */
test('a progress save lost by the network is retried, and the badge shows the points it earned', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, { email: freshEmail('retry'), password: 'Retry-pass-1' });
  const moduleId = await moduleIdByName(request, token, 'Fibonacci in Nature');
  let dropped = 0;
  await page.route('**/completed_percentage', (route) => {
    if (dropped++ === 0) return route.abort('connectionreset');
    return route.continue();
  });

  await openPartner(page);
  await setAttributes(page, '#badge', { token });
  await setAttributes(page, '#player', { token, 'module-id': String(moduleId) });
  const badge = page.locator('#badge').getByRole('button', { name: /points/ });
  await expect(badge).toHaveText(/\b0\b/);

  const player = page.locator('#player');
  await player.getByRole('button', { name: 'Get Started' }).click();
  await player.getByRole('radio', { name: 'Liked' }).check();
  await player.getByRole('button', { name: 'Confirm' }).click();
  await player.getByRole('button', { name: 'Continue' }).click();

  await expect
    .poll(async () => (await events(page, 'modkit:progress')).at(-1)?.detail)
    .toMatchObject({ completedPercentage: 33 });
  expect(dropped).toBe(2);
  const record = await apiGet<{ completed_percentage: number }>(
    request,
    token,
    `/modules/my-modules/${moduleId}`,
  );
  expect(record.completed_percentage).toBe(33);
  await expect(badge).toHaveText(/\b50\b/);
  expect(await events(page, 'modkit:error')).toEqual([]);
});
