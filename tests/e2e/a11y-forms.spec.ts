import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  forgetSession,
  freshEmail,
  mailsTo,
  moduleIdByName,
  signInToApp,
  signUpThroughApi,
  tokenFor,
} from './helpers';

/**
 * Errors and status messages as assistive technologies get them (issue 42): an error is tied to the field it
 * is about (`aria-invalid`, its text as the field's description), it is announced (an alert, or the focus
 * moved to the field it describes), and a status message appears in a live region that was in the page
 * before it (a region made with its text is not read by every screen reader); a notice of a failure stays
 * until it is dismissed.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const REFUSED = 'These credentials do not match our records.';

test('3.3.1 Error Identification, 4.1.3 Status Messages: a refused sign-in is an alert tied to both fields, the focus back on the first', async ({
  page,
}) => {
  await page.goto(url('/login'));
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill('learner@modkit.test');
  await password.fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(REFUSED);
  for (const field of [email, password]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(REFUSED);
  }
  // Login was disabled while signing in: the focus comes back to the first field, not to the page.
  await expect(email).toBeFocused();
  // Corrected, the next try signs in; the refusal goes with the retry.
  await password.fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(url('/my-library'));
});

test("3.3.1 Error Identification, 3.3.2 Labels or Instructions: the new project form's errors are beside their fields, each field described by its own, the focus on the first", async ({
  page,
}) => {
  await signInToApp(page, 'learner@modkit.test');
  await page.goto(url('/projects/new-project'));
  await expect(page).toHaveTitle('New Project – Projects – modkit');
  await page.getByRole('button', { name: 'Submit Project' }).click();
  const invalid = page.locator('main [aria-invalid="true"]');
  await expect(invalid.first()).toBeFocused();
  const count = await invalid.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) {
    const field = invalid.nth(i);
    const described = await field.getAttribute('aria-describedby');
    expect(described, `field ${i} points to its error`).toBeTruthy();
    const text = await page.locator(`[id="${described!.split(' ').pop()}"]`).textContent();
    expect(text?.trim(), `field ${i}'s error`).toBeTruthy();
    await expect(field).toHaveAccessibleDescription(text!.trim());
  }
});

test('4.1.3 Status Messages: the search count is said in a live region that was there while the search ran', async ({
  page,
}) => {
  await signInToApp(page, 'learner@modkit.test');
  // The search's answer is held: the page is seen while it waits.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/modules/search?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url('/search?keyword=perspective'));
  const count = page.locator('main .search-count');
  await expect(page.getByText('Searching…')).toBeVisible();
  await expect(count).toHaveAttribute('role', 'status');
  await expect(count).toHaveText('');
  release();
  await expect(count).toHaveText(/^\d+ modules? found$/);
  await expect(page).toHaveTitle('perspective – Search – My Library – modkit');
});

/**
 * Runs `act` and expects `text` in the live region `region` finds before it, saying `before` (nothing by
 * default): the same element, in the page before the text came. A region created already holding its text is
 * not read by every screen reader.
 */
async function expectSaidInRegionThatWasThere(
  page: Page,
  region: Locator,
  act: () => Promise<unknown>,
  text: string | RegExp,
  before: string | RegExp = '',
) {
  await expect(region).toHaveText(before);
  await region.evaluate((element) => element.setAttribute('data-there-before', ''));
  await act();
  await expect(page.locator('[data-there-before]')).toHaveText(text);
}

test("4.1.3 Status Messages: what a button makes the app say arrives in a live region that was there before it (the forgotten password's Resend, the unverified notice, the invite dialog, the account's verification)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Forgot password: Resend stays on 'Check your e-mail', with its focus, and says so in the page's region.
  await page.goto(url('/forgot-password'));
  await page.getByLabel('Email').fill(freshEmail('resend'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
  const resend = page.getByRole('button', { name: 'Resend' });
  await expectSaidInRegionThatWasThere(
    page,
    page.locator('main [role="status"]'),
    () => resend.click(),
    'The link has been sent again.',
  );
  await expect(resend).toBeFocused();

  // The unverified learner's notice on My Library: CLICK HERE mails the link again.
  await forgetSession(page);
  await signInToApp(page, 'free@modkit.test');
  await expectSaidInRegionThatWasThere(
    page,
    page.locator('main .notice [role="status"]'),
    () => page.getByRole('button', { name: 'CLICK HERE' }).click(),
    'A verification link has been sent to your email.',
  );

  // The mentor's invite dialog (a widget, in its shadow root).
  await forgetSession(page);
  await signInToApp(page, 'mentor@modkit.test', undefined, '/mentor/my-library');
  await page.goto(url('/mentor/my-learners'));
  await page.getByRole('button', { name: 'Invite New Learners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite New Learners' });
  await dialog.getByLabel('Email').fill(freshEmail('invited'));
  await expectSaidInRegionThatWasThere(
    page,
    dialog.locator('form [role="status"]'),
    () => dialog.getByRole('button', { name: 'Send Invite' }).click(),
    'Invite sent successfully.',
  );

  // The verification link: 'Verifying…' and then 'verified' are said in one region (the answer held between).
  const email = freshEmail('verified');
  await signUpThroughApi(page.request, { email, password: 'Verify-pass-1' });
  const mail = (await mailsTo(page.request, email)).find((m) => /verif/i.test(m.subject));
  const link = /https?:\/\/\S+\/verify-account\?\S+/.exec(mail?.text ?? '')![0];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/verify', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(link);
  await expectSaidInRegionThatWasThere(
    page,
    page.locator('main [role="status"]'),
    async () => release(),
    `Your e-mail address ${email} is verified.`,
    `Verifying ${email}…`,
  );
});

test('2.2.1 Timing Adjustable: a failure notice stays until it is dismissed, a success notice leaves after 5 seconds', async ({
  page,
}) => {
  const token = await tokenFor(page.request, 'learner@modkit.test');
  const moduleId = await moduleIdByName(page.request, token, 'Circuits From Scratch');
  await signInToApp(page, 'learner@modkit.test');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toBeVisible();
  // The notices' clock is the test's from here: seconds pass when the test says so.
  await page.clock.install();
  // My List refuses once (the server refuses the write: a failure the app does not retry later), then works.
  await page.route(
    '**/api/users/bookmarks',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { message: 'The module id field is required.', error: {} } })
        : route.fallback(),
    { times: 1 },
  );
  await bookmark.click();
  const failure = page.locator('.mk-toast', { hasText: 'My List could not be updated. Please try again.' });
  await expect(failure).toBeVisible();
  await page.clock.fastForward('00:30');
  await expect(failure).toBeVisible();

  await bookmark.click();
  const success = page.locator('.mk-toast', { hasText: 'Added to My List.' });
  await expect(success).toBeVisible();
  await page.clock.fastForward('00:06');
  await expect(success).toHaveCount(0);
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failure).toHaveCount(0);
  // My List as it was.
  await bookmark.click();
  await expect(page.locator('.mk-toast', { hasText: 'Removed from My List.' })).toBeVisible();
});
