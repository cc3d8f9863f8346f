import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { API, freshLearnerInApp, moduleIdByName } from './helpers';

/**
 * Badges only where they mean something: the Activity Log's Ongoing Modules and Completed Modules lists
 * (part 2 §2) say on their heading how far each module is, so their cards carry no Ongoing/Completed tag;
 * a list that mixes both (the search's results) keeps it.
 */

const MODULES = { done: 'Why Bridges Stand Up', halfway: 'Circuits From Scratch' };

test("the Activity Log's module lists do not repeat their heading on every card", async ({ page }) => {
  const { token } = await freshLearnerInApp(page, 'tags', {
    password: 'Tags-pass-1',
    packageName: 'PREMIUM',
  });
  const auth = { Authorization: `Bearer ${token}` };
  const done = await moduleIdByName(page.request, token, MODULES.done);
  const halfway = await moduleIdByName(page.request, token, MODULES.halfway);
  expect(
    (
      await page.request.post(`${API}/modules/assign`, { headers: auth, data: { modules: [done, halfway] } })
    ).ok(),
  ).toBe(true);
  for (const [id, pct, tab] of [
    [done, 100, 3],
    [halfway, 66, 2],
  ] as const) {
    const saved = await page.request.patch(`${API}/modules/my-modules/${id}/completed_percentage`, {
      headers: auth,
      data: { completed_percentage: pct, completed_tab: tab },
    });
    expect(saved.ok()).toBe(true);
  }

  await page.goto(`${E2E_API_ORIGIN}/activity-log`);
  const main = page.getByRole('main');
  const ongoing = main.getByRole('region', { name: 'Ongoing Modules' });
  const completed = main.getByRole('region', { name: 'Completed Modules' });
  const ongoingCard = ongoing.getByRole('article').filter({ hasText: MODULES.halfway });
  const completedCard = completed.getByRole('article').filter({ hasText: MODULES.done });
  await expect(ongoingCard).toBeVisible();
  await expect(completedCard).toBeVisible();
  await expect(ongoingCard.getByText('Ongoing', { exact: true })).toHaveCount(0);
  await expect(completedCard.getByText('Completed', { exact: true })).toHaveCount(0);

  // Elsewhere (the search's results, which mix every kind) the card says how far the module is.
  for (const [name, tag] of [
    [MODULES.done, 'Completed'],
    [MODULES.halfway, 'Ongoing'],
  ] as const) {
    await page.goto(`${E2E_API_ORIGIN}/search?keyword=${encodeURIComponent(name)}`);
    await expect(
      page.getByRole('main').getByRole('article').filter({ hasText: name }).getByText(tag, { exact: true }),
    ).toBeVisible();
  }
});
