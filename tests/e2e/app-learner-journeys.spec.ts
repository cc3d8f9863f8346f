import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { apiGet, expectAccessibleAndNarrow, freshLearnerInApp, moduleIdByName } from './helpers';

/**
 * The learner's journeys through the whole standalone app, from the header to the module's tabs: the PREMIUM
 * learner finishes a module and earns points; the FREE learner meets every package lock and the pricing
 * modal. Fresh accounts, so that the demo accounts stay as the other journeys expect them.
 */

const PASSWORD = 'Journey-pass-1';
const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

const pointsBadge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /points/ });

/** The number the header's points badge shows. */
async function badgePoints(page: Page): Promise<number> {
  await expect(pointsBadge(page)).toHaveText(/\d/);
  return Number((await pointsBadge(page).innerText()).replace(/\D/g, ''));
}

test('the PREMIUM learner finds a module, completes its three tabs with the reflection answer, the rating and a mini project, and the header points go up', async ({
  page,
  request,
}) => {
  const { token } = await freshLearnerInApp(page, 'premium.journey', {
    password: PASSWORD,
    packageName: 'PREMIUM',
  });
  const before = await badgePoints(page);

  // The header's search finds the module; its card opens the preview.
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  await search.fill('Fibonacci');
  await search.press('Enter');
  await expect(page).toHaveURL(url('/search?keyword=Fibonacci'));
  await page.getByRole('button', { name: 'Fibonacci in Nature' }).click();
  const moduleId = await moduleIdByName(request, token, 'Fibonacci in Nature');
  await expect(page).toHaveURL(url(`/my-library/module-preview/${moduleId}`));
  await expect(page.getByRole('heading', { name: 'Fibonacci in Nature' })).toBeVisible();
  await expect(page.getByText('50 points')).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // Get Started assigns it and opens the module page, which has its own URL.
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(url(`/my-library/module-preview/module-page/${moduleId}`));
  await expect(page.getByRole('tab', { name: /Get the idea/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Module Preview');

  // Tab 1: the reflection question, answered (its Submit waits for text).
  await page.getByRole('button', { name: 'Submit your Answer' }).click();
  const reflection = page.getByRole('dialog', { name: 'Reflection Question' });
  await expect(reflection.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await reflection.getByLabel('Your answer').fill('Because each new term reuses the two before it.');
  await reflection.getByRole('button', { name: 'Submit' }).click();
  await expect(reflection.getByRole('status')).toHaveText('Reflection Question submitted successfully.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit your answer' })).toBeVisible();

  // The rating, its thank-you panel, and Continue to tab 2 (33 saved).
  await page.getByRole('radio', { name: 'Loved' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');

  // Tab 2: a mini project with a file.
  await page.getByRole('button', { name: 'Submit Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Submit Project/ });
  await dialog.getByLabel('Summary').fill('The spirals on a pine cone count 8 and 13.');
  await dialog
    .getByLabel(/Upload files/)
    .setInputFiles({ name: 'pine-cone.txt', mimeType: 'text/plain', buffer: Buffer.from('8 / 13') });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Your Project has been successfully submitted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Tab 3: reaching its end completes the module.
  await expect(page.getByRole('tab', { name: /Skill Building projects/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.locator('.mk-tab-end').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /Get the idea \(complete\)/ })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await apiGet<{ completed_percentage: number }>(request, token, `/modules/my-modules/${moduleId}`))
          .completed_percentage,
    )
    .toBe(100);
  await expectAccessibleAndNarrow(page);

  // The header's badge shows the points earned (the reflection answer, Get the Idea, the mini project).
  const after = (await apiGet<{ points: number }>(request, token, '/users/total-points')).points;
  expect(after).toBeGreaterThan(before);
  await expect(pointsBadge(page)).toHaveText(new RegExp(`${after}`));

  // The project is in the Projects list; the badge links to the points page.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(url('/projects'));
  await expect(page.getByRole('main')).toContainText('Fibonacci in Nature');
  await pointsBadge(page).click();
  await expect(page).toHaveURL(url('/your-points'));
});

test('the FREE learner meets every lock — collections, projects, activity log, reflection, project submission — and the pricing modal', async ({
  page,
  request,
}) => {
  const { token } = await freshLearnerInApp(page, 'free.journey', { password: PASSWORD });
  const pricing = page.getByRole('dialog', { name: 'Choose a Package' });

  // My Library: the Collections carousel is locked; its popover's Upgrade opens the pricing modal.
  await page
    .getByRole('button', { name: /Locked/ })
    .first()
    .click();
  const popover = page.getByRole('dialog', { name: 'Collections' });
  await expect(popover).toContainText('multidisciplinary mini-modules');
  await popover.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(url('/my-library?upgrade=collections'));
  await expect(pricing).toBeVisible();
  await expect(pricing.getByText('Collections come with STARTER, PREMIUM and ELITE.')).toBeVisible();
  // The FREE package is never offered; every other one can be chosen.
  const table = pricing.getByRole('table', { name: 'Packages' });
  await expect(table.getByRole('columnheader', { name: 'FREE' })).toHaveCount(0);
  for (const name of ['STARTER', 'PREMIUM', 'ELITE'])
    await expect(table.getByRole('link', { name: `Choose ${name}` })).toBeVisible();
  await expectAccessibleAndNarrow(page, ['main', '[role=dialog]']);
  await page.keyboard.press('Escape');
  await expect(pricing).toBeHidden();
  await expect(page).toHaveURL(url('/my-library'));

  // The sidebar's locked items lead to the locked pages; Unlock Now opens the pricing modal.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: /Projects/ }).click();
  await expect(page).toHaveURL(url('/project-locked'));
  await expectAccessibleAndNarrow(page);
  await page.getByRole('button', { name: 'Unlock Now' }).first().click();
  await expect(pricing).toBeVisible();
  await page.keyboard.press('Escape');
  await sidebar.getByRole('link', { name: /Activity Log/ }).click();
  await expect(page).toHaveURL(url('/activity-log-locked'));
  await expect(page.getByRole('button', { name: 'Unlock Now' }).first()).toBeVisible();

  // Without project submission the projects pages lead to the locked page, never to a dead end.
  await page.goto(url('/projects'));
  await expect(page).toHaveURL(url('/project-locked'));

  // Inside a module: the reflection answer box and the project submission are locked.
  const moduleId = await moduleIdByName(request, token, 'Why Bridges Stand Up');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(url(`/my-library/module-preview/module-page/${moduleId}`));
  await page.getByRole('button', { name: 'Submit your Answer' }).click();
  const reflection = page.getByRole('dialog', { name: 'Reflection Question' });
  await expect(reflection).toContainText(
    'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.',
  );
  await expect(reflection.getByRole('textbox')).toHaveCount(0);
  // Every locked action offers Upgrade, at the package that opens it.
  await reflection.getByRole('button', { name: 'Upgrade' }).click();
  await expect(reflection).toBeHidden();
  await expect(pricing.getByText('Reflection answers come with PREMIUM and ELITE.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pricing).toBeHidden();
  await page.getByRole('tab', { name: /Mini Projects/ }).click();
  const locked = page.getByRole('button', { name: /Submit Project/ }).first();
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expect(locked).toHaveAccessibleDescription(
    'Upgrade to Premium to submit your project and get quality feedback from our mentor.',
  );
  await expectAccessibleAndNarrow(page);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Upgrade' }).first().click();
  await expect(pricing.getByText('Project submission comes with PREMIUM and ELITE.')).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Choose PREMIUM' })).toBeFocused();
});
