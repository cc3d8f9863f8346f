import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { watchViolations } from './csp-violations';
import { freshLearnerInApp, moduleIdByName, signInToApp, tokenFor } from './helpers';
import { LEARNER, openDialog, SHELL_PASSWORD, url } from './shell-helpers';

/**
 * The Content-Security-Policy of the composed server (security issue, item 10) holds for the pages as they
 * are: the app (widgets, charts, module content, the payment window), /api/docs and the embed demo load
 * and work with zero violations, in any frame.
 */

test('the app: library widgets, module content, the activity chart and My Account, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = watchViolations(page);
  await page.goto(url('/login'));
  const policy = (await page.request.get(url('/login'))).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  await signInToApp(page, LEARNER);
  await expect(page.getByRole('heading', { name: 'Recommended for You' }).first()).toBeVisible();
  await expect(page.locator('.mk-card').first()).toBeVisible();

  const moduleId = await moduleIdByName(request, await tokenFor(request, LEARNER), 'Fibonacci in Nature');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  await expect(page.getByRole('heading', { name: 'Fibonacci in Nature' })).toBeVisible();

  await page.goto(url('/activity-log'));
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Minutes of activity per day in / }).locator('canvas'),
  ).toBeVisible();
  const certificate = page.getByRole('link', { name: /^Download certificate/ });
  const pdf = await page.request.get((await certificate.getAttribute('href')) ?? '');
  expect(pdf.headers()['cache-control']).toBe('private, no-store');

  await page.goto(url('/my-account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Subscription Details' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('the app frames its payment window (the test gateway on its own origin) with no CSP violation', async ({
  page,
}) => {
  const violations = watchViolations(page);
  await freshLearnerInApp(page, 'csp', { password: SHELL_PASSWORD, firstName: 'Csp' });
  await page.goto(url('/my-library?upgrade=true'));
  await openDialog(page, 'Choose a Package').getByRole('link', { name: 'Choose STARTER' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const gateway = openDialog(page, 'Payment').frameLocator('iframe[title="Payment page"]');
  await expect(gateway.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect(openDialog(page, 'Congratulations!')).toBeVisible();
  expect(violations).toEqual([]);
});

test('/api/docs loads with its stylesheet and no CSP violation', async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto(`${E2E_API_ORIGIN}/api/docs`);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'modkit API reference' })).toBeVisible();
  // The stylesheet applied: the body is laid out by it (max-width 70rem), so it was not blocked.
  expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('1120px');
  expect(violations).toEqual([]);
});

test('the embed demo: every widget renders under its nonce policy with no CSP violation', async ({
  page,
}) => {
  const violations = watchViolations(page);
  const response = await page.goto(`${E2E_API_ORIGIN}/embed-demo`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*'nonce-/);
  await expect(page.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
  await expect(page.locator('modkit-library-carousel').first().locator('.mk-card').first()).toBeVisible();
  await expect(page.locator('modkit-module-player').getByRole('heading').first()).toBeVisible();
  // The page's own script ran: it logs each widget's ready event.
  const log = page.locator('#events');
  for (const widget of [
    'modkit-library-carousel',
    'modkit-module-player',
    'modkit-discussion',
    'modkit-points-badge',
  ])
    await expect(log).toContainText(`${widget} modkit:ready`);
  // And its stylesheet applied.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(251, 247, 239)',
  );
  expect(violations).toEqual([]);
});
