import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { signInToApp } from './helpers';

/**
 * The app's icon comes with its page, written into it: a phone on a slow network spends no request (one of the
 * six an origin gets over HTTP/1.1, beside the app's code) on /favicon.ico, which the app answered with its own
 * HTML. (The browser's own icon request is not the page's: a browser test does not see it; the icon it uses
 * instead is checked.)
 */
test('a signed-in screen and the login page carry their icon in the page', async ({ page }) => {
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
  await signInToApp(page, 'learner@modkit.test');
  await page.goto(`${E2E_API_ORIGIN}/my-list`);
  await expect(page.getByRole('heading', { name: 'My List', level: 1 })).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml/);
});
