import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { freshLearnerInApp, moduleIdByName } from './helpers';

/**
 * The module page's open tab is in its URL (`?tab=2`): a link to a tab opens that tab, each tab opened is a
 * step of the browser's history (back returns to the tab before), and the page keeps its scroll.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

test("a module page's tab has its own URL: shared links open it, back returns to the tab before", async ({
  page,
}) => {
  const { token } = await freshLearnerInApp(page, 'tab.url', { password: 'Tab-pass-1' });
  const moduleId = await moduleIdByName(page.request, token, 'Why Bridges Stand Up');
  const modulePage = url(`/my-library/module-preview/module-page/${moduleId}`);
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(modulePage);
  const tab = (name: RegExp) => page.getByRole('tab', { name });

  await tab(/Mini Projects/).click();
  await expect(page).toHaveURL(`${modulePage}?tab=2`);
  await expect(tab(/Mini Projects/)).toHaveAttribute('aria-selected', 'true');
  await tab(/Skill Building projects/).click();
  await expect(page).toHaveURL(`${modulePage}?tab=3`);
  await expect(tab(/Skill Building projects/)).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(page).toHaveURL(`${modulePage}?tab=2`);
  await expect(tab(/Mini Projects/)).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(modulePage);
  await expect(tab(/Get the idea/)).toHaveAttribute('aria-selected', 'true');

  // The link someone shared opens its tab.
  await page.goto(`${modulePage}?tab=3`);
  await expect(tab(/Skill Building projects/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(/Skill Building projects/)).toBeFocused();
});
