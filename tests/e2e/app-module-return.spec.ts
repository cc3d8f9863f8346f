import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { freshLearnerInApp, moduleIdByName } from './helpers';

/** Coming back to a module: the learner finds their rating, and the preview's button says where they are. */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

test('a learner who rated a module sees their rating when they come back', async ({ page }) => {
  const { token } = await freshLearnerInApp(page, 'rating.back', { password: 'Rating-pass-1' });
  const moduleId = await moduleIdByName(page.request, token, 'Why Bridges Stand Up');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('radio', { name: 'Loved' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();

  await page.reload();
  const rating = page.getByRole('group', { name: 'How did you find this module?' });
  await expect(page.getByText('You rated this module: Loved.')).toBeVisible();
  await expect(rating).toHaveCount(0);
  await page.getByRole('button', { name: 'Change rating' }).click();
  await expect(rating.getByRole('radio', { name: 'Loved' })).toBeChecked();
  await rating.getByRole('radio', { name: 'Okay' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You rated this module: Okay.')).toBeVisible();
});

test("the preview's button says Continue once begun and Completed at 100 %", async ({ page }) => {
  const { token } = await freshLearnerInApp(page, 'continue.back', { password: 'Rating-pass-1' });
  const moduleId = await moduleIdByName(page.request, token, 'Why Bridges Stand Up');
  const preview = url(`/my-library/module-preview/${moduleId}`);
  await page.goto(preview);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');

  await page.goto(preview);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(url(`/my-library/module-preview/module-page/${moduleId}`));

  const done = await page.request.patch(
    `${E2E_API_ORIGIN}/api/modules/my-modules/${moduleId}/completed_percentage`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { completed_percentage: 100, completed_tab: 3 },
    },
  );
  expect(done.ok()).toBe(true);
  await page.goto(preview);
  await expect(page.getByRole('button', { name: 'Completed' })).toBeVisible();
});

test('at 360 × 740 the progress strip is one line of round marks that keep their names', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { token } = await freshLearnerInApp(page, 'strip.phone', { password: 'Rating-pass-1' });
  const moduleId = await moduleIdByName(page.request, token, 'Why Bridges Stand Up');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  const strip = page.getByRole('navigation', { name: 'Module progress' });
  await expect(strip).toBeVisible();
  expect((await strip.boundingBox())?.height).toBeLessThanOrEqual(64);
  await strip.getByRole('button', { name: /Mini Projects/ }).click();
  await expect(page.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');
  await expect(strip.getByRole('button', { name: /Get the idea/ })).toBeVisible();
});
