import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN, E2E_PARTNER_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD } from './helpers';

/**
 * Partner sites without passwords (issue 17): a page on the partner's origin asks its own server for a
 * widget token (the server trades the partner's key with modkit); the widgets show the partner's user;
 * a minute before the token expires the loader says so and the page sets a fresh one, without losing what
 * the user typed. Tokens last 70 s in the browser tests (tests/e2e/serve.ts).
 */
test('a partner page gets its user a widget token from its own server, and a fresh one before it expires', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${E2E_PARTNER_ORIGIN}/partner-token.html`);
  await expect(page.locator('#carousel .mk-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#badge')).toBeVisible();
  const box = page.locator('#discussion').getByLabel('Add a comment');
  await box.fill('A thought I am still writing');
  // 70 s tokens: the loader raises modkit:token-expiring after 10 s; the page fetches and sets a new one.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __expiring: number }).__expiring), {
      timeout: 20_000,
    })
    .toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tokens: string[] }).__tokens.length))
    .toBe(2);
  await expect(box).toHaveValue('A thought I am still writing');
  // The widgets work on with the fresh token: the comment is posted as the partner's user.
  await page.locator('#discussion').getByRole('button', { name: 'Post' }).click();
  await expect(page.locator('#discussion')).toContainText('A thought I am still writing');
  await expect(page.locator('#discussion')).toContainText('Pat');
  // The page never held a key or a password.
  const html = await page.content();
  expect(html).not.toContain(DEMO_PASSWORD);
  expect(html).not.toContain('mkp_');
  expect(errors).toEqual([]);
});

test('the embed demo is a partner: its server hands out the token, no password in the page', async ({
  page,
}) => {
  const response = await page.goto(`${E2E_API_ORIGIN}/embed-demo`);
  const source = (await response?.text()) ?? '';
  expect(source).not.toContain(DEMO_PASSWORD);
  expect(source).not.toMatch(/mkp_|\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Recommended for You' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('modkit-library-carousel').first().locator('.mk-card').first()).toBeVisible();
  await expect(page.locator('modkit-points-badge')).toBeVisible();
});
