import { expect, test } from '@playwright/test';
import { LIBRARY_PASSWORD } from './library-helpers';
import { learnerWithModules, moduleKept, readKept, workerReady } from './offline-helpers';
import { signInAndOpen, url } from './shell-helpers';

/**
 * Learning without a network (issue 44): after one online visit, the learner's module and My List open with no
 * network, read from the device; a module never opened says it is not available offline.
 */
test('after one visit, the module page and My List open offline; a module never opened says it is not kept', async ({
  page,
  context,
  request,
}) => {
  const learner = await learnerWithModules(request, 'offlineopen', 1);
  const [module] = learner.modules;
  const modulePage = `/my-library/module-preview/module-page/${module!.id}`;
  // The module is counted as viewed (My List's Recently Viewed) at an idle moment after its paint.
  const viewed = page.waitForResponse((answer) => answer.url().endsWith('/update-view-count'));
  await signInAndOpen(page, learner.email, LIBRARY_PASSWORD, modulePage);
  await expect(page.getByRole('heading', { name: module!.name }).first()).toBeVisible();
  await viewed;
  await page.goto(url('/my-list'));
  await expect(page.getByRole('article').filter({ hasText: module!.name }).first()).toBeVisible();
  // The device keeps a screen's reads once it has painted: a learner who leaves at once keeps none.
  await expect.poll(() => readKept(page, '/api/users/my-list'), { timeout: 20_000 }).toBe(true);
  await page.goto(url(modulePage));
  await expect(page.getByRole('heading', { name: module!.name }).first()).toBeVisible();
  await workerReady(page);
  await expect.poll(() => moduleKept(page, module!.id), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: module!.name }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('There is no internet connection.');

  await page.goto(url('/my-list'));
  const card = page.getByRole('article').filter({ hasText: module!.name }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Available offline');

  await page.goto(url(`/my-library/module-preview/module-page/${learner.notOpened.id}`));
  const player = page.locator('modkit-module-player');
  await expect(
    player.getByText('This is not available offline. It opens again when you are back online.'),
  ).toBeVisible();
  await expect(player.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
});
