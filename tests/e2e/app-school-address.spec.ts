import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN, E2E_PLATFORM_ORIGIN } from '../../playwright.config';
import { axeViolations, DEMO_PASSWORD, framedLmsLaunch, mailsTo, signUpThroughApi } from './helpers';

/**
 * Issue 43: an LMS learner sees the address their school sent as what it is ("Address from E2E LMS", read
 * only, not verified; never the account's placeholder) and makes it their own with the link mailed to it,
 * opened in the browser where they are signed in; when their own modkit account has the address, that
 * account's owner signs in and joins the two from My Profile.
 */

test.use({
  // The LMS frames the tool from another site: the frame stays in the page's process (no site isolation)
  // only so that the test can follow it (as tests/e2e/lti-launch.spec.ts does).
  launchOptions: framedLmsLaunch(),
});

/** The right edge of the widest part of what matches (the shell's own width at 320 px is not this feature's). */
const rightEdge = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      Math.max(
        ...Array.from(document.querySelectorAll(`${css}, ${css} *`), (e) => e.getBoundingClientRect().right),
      ),
    selector,
  );

/** An LMS launch of `sub` (the E2E LMS sends `<sub>@school.example`), then the app in a new tab, signed in. */
async function lmsLearnerInApp(page: Page, sub: string): Promise<Page> {
  await page.goto(`${E2E_PLATFORM_ORIGIN}/course?user=${sub}:Learner`);
  const card = page.frameLocator('iframe[name=tool]').locator('.mk-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const [tab] = await Promise.all([page.waitForEvent('popup'), card.locator('a, button').first().click()]);
  await expect(tab).toHaveURL(/\/my-library\//, { timeout: 20_000 });
  await tab.goto(`${E2E_API_ORIGIN}/my-profile`);
  return tab;
}

/** Asks for the link from My Profile and opens the one mailed, in the same browser. */
async function claimByMail(tab: Page, email: string) {
  await tab.getByRole('button', { name: 'Send me the link' }).click();
  await expect(tab.getByRole('status').filter({ hasText: `We sent a link to ${email}.` })).toBeVisible();
  const mail = (await mailsTo(tab.request, email))[0]!;
  expect(mail.subject).toBe('Make this your modkit address');
  await tab.goto(/https?:\/\/\S+\/claim-address\?token=\S+/.exec(mail.text)![0]);
}

test('an LMS learner sees the address from their school as such, in any language and at 320 px, and makes it theirs', async ({
  page,
}) => {
  const email = 'lticlaim.1@school.example';
  const tab = await lmsLearnerInApp(page, 'lticlaim.1');
  const field = tab.getByLabel('Address from E2E LMS');
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(tab.getByText(/Not verified: your school sent this address/)).toBeVisible();
  expect(await tab.content()).not.toContain('lms.modkit.invalid');
  expect(await axeViolations(tab, ['main'])).toEqual([]);
  await tab.setViewportSize({ width: 320, height: 720 });
  expect(await rightEdge(tab, '.school-address')).toBeLessThanOrEqual(320);
  await tab.evaluate(() => localStorage.setItem('modkit:language', 'ar'));
  await tab.reload();
  await expect(tab.getByLabel('العنوان من E2E LMS')).toHaveValue(email);
  await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
  const [left, right] = await tab
    .locator('.school-address')
    .evaluate((e) => [e.getBoundingClientRect().left, e.getBoundingClientRect().right]);
  expect([left! >= 0, right! <= 320]).toEqual([true, true]);
  await tab.evaluate(() => localStorage.setItem('modkit:language', 'en'));
  await tab.setViewportSize({ width: 1280, height: 800 });
  await tab.reload();

  await claimByMail(tab, email);
  await expect(tab.getByText(`${email} is now your account's address.`)).toBeVisible();
  await tab.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(tab.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(tab.getByText('Address from E2E LMS')).toHaveCount(0);
});

test('when their own account has the address, its owner signs in and joins the two from My Profile', async ({
  page,
}) => {
  const email = `ltijoin.${Date.now()}@school.example`;
  await signUpThroughApi(page.request, {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Noor',
    lastName: 'Own',
  });
  const tab = await lmsLearnerInApp(page, email.split('@')[0]!);
  await claimByMail(tab, email);
  await expect(
    tab.getByText(`${email} already belongs to another modkit account.`, { exact: false }),
  ).toBeVisible();
  await tab.getByRole('button', { name: 'Sign in to that account' }).click();
  await tab.getByLabel('Email', { exact: true }).fill(email);
  await tab.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Login' }).click();
  await expect(tab).not.toHaveURL(/\/login/);
  await tab.goto(`${E2E_API_ORIGIN}/my-profile`);
  const request = tab.getByRole('region', { name: 'Join another account of yours' });
  await expect(request).toContainText(
    `account from E2E LMS asks to join this one: it was opened with a link sent to ${email}.`,
  );
  expect(await axeViolations(tab, ['main'])).toEqual([]);
  await request.getByRole('button', { name: 'Join the accounts' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'The accounts are joined.' })).toBeVisible();
});
