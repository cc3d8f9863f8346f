import { expect, test } from '@playwright/test';
import { axeViolations, signInToApp } from './helpers';
import { FREE, patchProfile, url } from './shell-helpers';

/**
 * What the shell shows some learners: the library-bound learner's location check (Out of Range!, the
 * permission dialog, logout after 60 s) and the mentor-granted learner's strip. The api cannot make such
 * accounts, so the profile is patched in the browser.
 */

// A patched call still in flight when a test ends is dropped quietly.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('a library-bound learner out of range sees Out of Range!, and Okay logs out', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'], { origin: url('') });
  await context.setGeolocation({ latitude: 48.8584, longitude: 2.2945 });
  await patchProfile(page, (data) => {
    data.meta.location = true;
  });
  let checked: unknown = null;
  await page.route('**/api/users/check-location', async (route) => {
    checked = route.request().postDataJSON();
    await route.fulfill({ json: { data: false } });
  });
  await signInToApp(page, FREE);
  const dialog = page.getByRole('alertdialog', { name: 'Out of Range!' });
  await expect(dialog).toContainText('You are out of library range. Please visit library.');
  expect(checked).toEqual({ latitude: 48.8584, longitude: 2.2945 });
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  // The login page takes the flag (it signs out) and drops it from the address at once: caught in passing.
  const loggedOut = page.waitForURL(url('/login?autologout=true'));
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await loggedOut;
  await page.goto(url('/my-library'));
  await expect(page).toHaveURL(url('/?redirectLearnerTo=%2Fmy-library'));
});

test('a library-bound learner in range is left alone; without a position the permission dialog logs out after 60 s', async ({
  browser,
}) => {
  // In range: the real server answers (the account has no library, so it is always in range).
  const allowed = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: 1, longitude: 2 },
  });
  const inRange = await allowed.newPage();
  await patchProfile(inRange, (data) => {
    data.meta.location = true;
  });
  const answered = inRange.waitForResponse('**/api/users/check-location');
  await signInToApp(inRange, FREE);
  expect(await (await answered).json()).toEqual({ data: true });
  await expect(inRange.getByRole('alertdialog')).toHaveCount(0);
  await inRange.unrouteAll({ behavior: 'ignoreErrors' });
  await allowed.close();

  // No permission: the dialog, then the automatic logout 60 s later (the page's clock is moved on).
  const refused = await browser.newContext();
  const page = await refused.newPage();
  await signInToApp(page, FREE);
  await patchProfile(page, (data) => {
    data.meta.location = true;
  });
  await page.clock.install();
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: 'Location Permission Required!' });
  await expect(dialog).toContainText(
    'Please provide your location access from your browser. Mandatory for library account.',
  );
  await expect(page).toHaveURL(url('/my-library'));
  await page.clock.fastForward(60_000);
  await expect(page).toHaveURL(url('/login?autologout=true'));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await refused.close();
});

test('a mentor-granted learner sees how many modules are left and requests unlimited access', async ({
  page,
}) => {
  await patchProfile(page, (data) => {
    data.meta.allowed_modules = 5;
    data.modulesViewedAndRemaining = { remaining_module: 2 };
  });
  await signInToApp(page, FREE);
  const strip = page.getByText('You only have 2 out of 5 modules left. Request for unlimited access.');
  await expect(strip).toBeVisible();
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'An upgrade request has been sent!' }),
  ).toBeVisible();
  expect(await axeViolations(page, ['main'])).toEqual([]);
});
