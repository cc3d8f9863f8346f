import { expect, type Page, type Route, test } from '@playwright/test';
import { expectFocusOn, press, step, tabTo, type } from './a11y/focus';
import { signInByKeyboard } from './a11y/keyboard-sign-in';
import { escapeBackTo, openFromSidebar, tabToElement } from './a11y/keyboard-walk';
import { freshEmail, signUpThroughApi } from './helpers';

/**
 * The administrator's console by keyboard alone (issue 42), beyond the partner and package of
 * a11y-keyboard-staff.spec.ts: the LTI platforms, dashboard access, accounts and coupons. Every key press is
 * followed by the checks of focus.ts (the focus on an element, never dropped on the page when a control is
 * replaced; a ring of 3:1 or more; not hidden); each dialog closes on Escape and gives the focus back to what
 * opened it; a form's errors are tied to their fields and the focus goes to the first.
 */

const ADMIN = 'admin@modkit.test';
const main = (page: Page) => page.getByRole('main');
const TITLE =
  '2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum)';

/**
 * A platform waiting for approval, added to the tool's real list: the e2e server allows no dynamic
 * registration from a private address (as in app-admin-lti-platforms.spec.ts, which checks the calls sent;
 * the tool's own decisions are tested in packages/lti-tool/test/admin-platforms.test.ts).
 */
async function withWaitingPlatform(page: Page) {
  const decided: Record<string, string> = {};
  const waiting = {
    issuer: 'https://moodle.keys.example.org',
    client_id: 'keys-client-1',
    name: 'Keys Moodle',
    status: 'pending',
    deployment_ids: ['dep-1'],
    configuration_url: 'https://moodle.keys.example.org/.well-known/openid-configuration',
    registered_at: '2025-03-02T09:30:00.000Z',
    decided_at: null,
    last_launch_at: null,
  };
  await page.route('**/lti/admin/platforms', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { results: unknown[] } };
    body.data.results.push(
      { ...waiting, status: decided[waiting.client_id] ?? 'pending' },
      {
        ...waiting,
        client_id: 'keys-client-2',
        name: 'Stray LMS',
        status: decided['keys-client-2'] ?? 'pending',
      },
    );
    await route.fulfill({ response, json: body });
  });
  await page.route('**/lti/admin/platforms/*', async (route: Route) => {
    const body = route.request().postDataJSON() as { client_id: string };
    decided[body.client_id] = route.request().url().endsWith('/approve') ? 'approved' : 'refused';
    await route.fulfill({ json: { data: { ...body, status: decided[body.client_id] } } });
  });
}

test(`${TITLE}: an administrator approves, refuses and keeps LTI platforms by keyboard alone`, async ({
  page,
}) => {
  await withWaitingPlatform(page);
  await signInByKeyboard(page, ADMIN, '/mentor/my-library');
  await openFromSidebar(page, 'LTI Platforms', '/admin/lti-platforms');

  await step('Revoke asks first: Escape, then No, give the focus back and keep the platform', async () => {
    await tabTo(page, 'Revoke E2E LMS', { max: 30 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Revoke platform' });
    await expect(confirm).toBeVisible();
    await escapeBackTo(page, confirm, 'Revoke E2E LMS');
    await page.keyboard.press('Enter');
    await tabTo(page, 'No', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expectFocusOn(page, 'Revoke E2E LMS', 'No');
  });

  await step('Approve, confirmed: the row says Approved and the focus is not dropped', async () => {
    await tabTo(page, 'Approve Keys Moodle', { max: 30 });
    await page.keyboard.press('Enter');
    // The confirmation first: a Tab pressed before it opens moves on in the page.
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await tabTo(page, 'Yes', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Platform approved.')).toBeVisible();
    const row = main(page).getByRole('row').filter({ hasText: 'Keys Moodle' });
    await expect(row).toContainText('Approved');
    // Approve went with the decision: the focus is on the platform's row or on the Revoke that replaced it.
    await expectFocusOn(page, /Keys Moodle/, 'Yes (approve)');
  });

  await step('Refuse, confirmed: the row keeps no button and the focus is not dropped', async () => {
    await tabTo(page, 'Refuse Stray LMS', { max: 30 });
    await page.keyboard.press('Enter');
    // The confirmation first: a Tab pressed before it opens moves on in the page.
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await tabTo(page, 'Yes', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Platform refused.')).toBeVisible();
    const row = main(page).getByRole('row').filter({ hasText: 'Stray LMS' });
    await expect(row).toContainText('Refused');
    // A refused platform keeps no button: the focus is on its row, which says Refused.
    await expectFocusOn(page, /Stray LMS.*Refused/, 'Yes (refuse)');
  });
});

test(`${TITLE}: an administrator hides a widget of a super mentor's dashboard and shows it again by keyboard alone`, async ({
  page,
}) => {
  await signInByKeyboard(page, ADMIN, '/mentor/my-library');
  await openFromSidebar(page, 'Dashboard Access', '/admin/dashboard-access');
  const name = /^Categories shown to /;
  const categories = main(page)
    .getByRole('row')
    .filter({ hasText: 'supermentor@modkit.test' })
    .getByRole('checkbox', { name });
  await expect(categories).toBeChecked();
  try {
    await tabToElement(page, categories, { max: 40 });
    // The box is disabled while its answer is saved, then enabled again with the focus (keep-focus.ts).
    await page.keyboard.press('Space');
    await expect(page.getByText('Dashboard access saved.')).toBeVisible();
    await expect(categories).not.toBeChecked();
    await expectFocusOn(page, name, 'Space');
    await page.keyboard.press('Space');
    await expect(categories).toBeChecked();
    await expectFocusOn(page, name, 'Space');
  } finally {
    if (!(await categories.isChecked())) await categories.check();
  }
});

test(`${TITLE}: an administrator finds an account, downloads its data and erases it by keyboard alone`, async ({
  page,
}) => {
  const email = freshEmail('keyboard.erased');
  await signUpThroughApi(page.request, {
    email,
    password: 'Keyboard-pass-4',
    firstName: 'Eve',
    lastName: 'Keys',
  });
  await signInByKeyboard(page, ADMIN, '/mentor/my-library');
  await openFromSidebar(page, 'Accounts', '/admin/users');
  const row = main(page).getByRole('table', { name: 'Accounts' }).getByRole('row').filter({ hasText: email });

  await step('search, then Download data keeps the focus', async () => {
    await tabTo(page, 'Search by name or e-mail', { max: 30 });
    await type(page, email);
    await expect(row).toContainText('Eve Keys');
    const download = await tabTo(page, /^Download data/, { max: 20 });
    const saved = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await saved;
    await expectFocusOn(page, download.name, 'Download data');
  });

  await step(
    'Erase asks first: Escape gives the focus back; Yes erases and the focus is not dropped',
    async () => {
      const erase = await tabTo(page, /^Erase/, { max: 5 });
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Erase Eve Keys' });
      await expect(confirm).toBeVisible();
      await escapeBackTo(page, confirm, erase.name);
      await page.keyboard.press('Enter');
      // The confirmation first: a Tab pressed before it opens moves on in the page.
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await tabTo(page, 'Yes', { max: 3 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Account erased.')).toBeVisible();
      await expect(main(page).getByText('No account matches.')).toBeVisible();
      // The row went with the account: the focus is on the page's heading.
      await expectFocusOn(page, 'Accounts', 'Yes');
    },
  );
});

test(`${TITLE}, 3.3.1 Error Identification: an administrator creates a coupon and opens it again by keyboard alone`, async ({
  page,
}) => {
  const code = `KEYS${Date.now().toString(36).toUpperCase()}`;
  await signInByKeyboard(page, ADMIN, '/mentor/my-library');
  await openFromSidebar(page, 'Packages & Coupons', '/admin/packages');

  await step('New coupon: Escape gives the focus back; a refused percentage takes the focus', async () => {
    await tabTo(page, 'New coupon', { max: 60 });
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New coupon' });
    await expect(form).toBeVisible();
    await escapeBackTo(page, form, 'New coupon');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Code', { max: 5 });
    await type(page, code);
    await tabTo(page, 'Percentage', { max: 5 });
    await type(page, '150');
    await tabTo(page, 'Create coupon', { max: 10 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Percentage', 'Create coupon');
    await expect(form.getByLabel('Percentage')).toHaveAccessibleDescription(
      'A percentage is a number above 0 and at most 100.',
    );
    for (let i = 0; i < 3; i++) await press(page, 'Backspace');
    await type(page, '20');
    await tabTo(page, 'Usage limit', { max: 5 });
    await type(page, '5');
    await tabTo(page, 'Create coupon', { max: 10 });
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    await expect(page.getByText('Coupon created.')).toBeVisible();
    await expectFocusOn(page, 'New coupon', 'Create coupon');
  });

  await step('its Edit opens the coupon; Escape gives the focus back', async () => {
    const edit = `Edit ${code}`;
    // From New coupon, the new row is ahead.
    await tabTo(page, edit, { max: 80 });
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: new RegExp(code) });
    await expect(form).toBeVisible();
    await escapeBackTo(page, form, edit);
  });
});
