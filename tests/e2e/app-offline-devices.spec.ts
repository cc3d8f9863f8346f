import { expect, type Page, test } from '@playwright/test';
import { apiGet } from './helpers';
import { freshLearner, LIBRARY_PASSWORD } from './library-helpers';
import { deviceRows, learnerWithModules, moduleKept, workerReady } from './offline-helpers';
import { signInAndOpen, url } from './shell-helpers';

/** Opens the module page signed in and waits until the device keeps the module. */
async function openKept(page: Page, email: string, moduleId: number) {
  await signInAndOpen(page, email, LIBRARY_PASSWORD, `/my-library/module-preview/module-page/${moduleId}`);
  await expect(page.getByRole('tab', { name: /Get the idea/ })).toHaveAttribute('aria-selected', 'true');
  await workerReady(page);
  await expect.poll(() => moduleKept(page, moduleId), { timeout: 20_000 }).toBe(true);
}

async function answer(page: Page, text: string) {
  await page.getByRole('button', { name: /Submit your Answer|Edit your answer/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reflection Question' });
  await dialog.getByLabel('Your answer').fill(text);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Saved on this device. It will be sent when you are online.',
  );
  await page.keyboard.press('Escape');
}

async function rate(page: Page, rating: 'Okay' | 'Liked' | 'Loved') {
  await page.getByRole('radio', { name: rating }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
}

test('two devices offline answer the same reflection and rate the same module: the one made last wins, the other answer is kept', async ({
  browser,
  request,
}) => {
  const learner = await learnerWithModules(request, 'offlinetwo', 1);
  const module = learner.modules[0]!;
  const tablet = await browser.newContext();
  const phone = await browser.newContext();
  const [first, second] = [await tablet.newPage(), await phone.newPage()];
  await openKept(first, learner.email, module.id);
  await openKept(second, learner.email, module.id);
  await tablet.setOffline(true);
  await phone.setOffline(true);
  // The tablet first, the phone later (by the devices' clocks).
  await answer(first, 'Written on the classroom tablet.');
  await rate(first, 'Okay');
  await answer(second, 'Written on the phone, later.');
  await rate(second, 'Loved');

  type Mine = { reflection_question_answer: string; reflection_history: Array<{ answer: string }> };
  const mine = () => apiGet<Mine>(request, learner.token, `/modules/my-modules/${module.id}`);
  const rating = async () =>
    (
      await apiGet<{ hasUserLikedModule?: { score: number } }>(
        request,
        learner.token,
        `/modules/auth/${module.id}`,
      )
    ).hasUserLikedModule?.score;
  // The phone's come back first, the tablet's after: the phone's were made last, they stay.
  await phone.setOffline(false);
  await expect
    .poll(async () => (await mine()).reflection_question_answer, { timeout: 30_000 })
    .toBe('Written on the phone, later.');
  await tablet.setOffline(false);
  await expect
    .poll(async () => (await mine()).reflection_history.map((h) => h.answer), { timeout: 30_000 })
    .toEqual(['Written on the classroom tablet.']);
  expect((await mine()).reflection_question_answer).toBe('Written on the phone, later.');
  expect(await rating()).toBe(10);
  const points = await apiGet<{ points: number }>(request, learner.token, '/users/total-points');
  expect(points.points).toBe(50);
  await tablet.close();
  await phone.close();
});

test('logout with changes waiting asks first; after it the next account on the browser finds nothing kept', async ({
  page,
  context,
  request,
}) => {
  const learner = await learnerWithModules(request, 'offlineout', 1);
  const module = learner.modules[0]!;
  const next = await freshLearner(request, 'offlinenext', 'PREMIUM');
  await openKept(page, learner.email, module.id);
  await context.setOffline(true);
  await rate(page, 'Loved');
  await expect(page.getByText('1 change will be sent when you are online')).toBeVisible();

  const logout = async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
  };
  await logout();
  const question = page.getByRole('alertdialog', { name: 'Changes not sent yet' });
  await expect(question).toContainText('1 change made offline has not been sent yet.');
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(question).toBeHidden();
  expect(await deviceRows(page, 'writes')).toBe(1);

  // Offline still (the rating waits): this time the learner logs out anyway.
  await logout();
  await question.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  for (const store of ['writes', 'reads', 'modules', 'keys'] as const)
    expect(await deviceRows(page, store)).toBe(0);

  await context.setOffline(false);
  await signInAndOpen(page, next.email, LIBRARY_PASSWORD, '/my-list');
  await expect(page.getByText('Available offline')).toHaveCount(0);
  expect(await deviceRows(page, 'writes')).toBe(0);
  expect(await moduleKept(page, module.id)).toBe(false);
  const rated = await apiGet<{ hasUserLikedModule?: { score: number } | null }>(
    request,
    learner.token,
    `/modules/auth/${module.id}`,
  );
  expect(rated.hasUserLikedModule ?? null).toBeNull();
  await page.goto(url('/my-list'));
});
