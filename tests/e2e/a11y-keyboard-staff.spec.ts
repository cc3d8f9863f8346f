import { expect, test } from '@playwright/test';
import { expectFocusOn, press, step, tabTo, type } from './a11y/focus';
import { signInByKeyboard } from './a11y/keyboard-sign-in';
import { openFromSidebar } from './a11y/keyboard-walk';
import { API, tokenFor } from './helpers';

/**
 * The mentor's, the super mentor's and the administrator's main tasks by keyboard alone (issue 42): the mentor
 * assigns a module from My Learners, the super mentor filters the dashboard, the administrator registers a
 * partner and creates a package. Every key press is followed by the checks of focus.ts (the focus on an
 * element, a ring of 3:1 or more, not hidden); each dialog closes on Escape and gives the focus back to what
 * opened it; a form's errors are tied to their fields and the focus goes to the first.
 */

test('2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum): a mentor assigns a module to a learner from My Learners by keyboard alone', async ({
  page,
}) => {
  await signInByKeyboard(page, 'mentor@modkit.test', '/mentor/my-library');
  await openFromSidebar(page, 'My Learners', '/mentor/my-learners');
  const table = page.locator('modkit-learner-table, main');

  await step('find the learner and select them', async () => {
    await tabTo(page, 'Search by student name', { max: 30 });
    await type(page, 'Maya');
    await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(1);
    await tabTo(page, /^Select Maya/, { max: 10 });
    await page.keyboard.press('Space');
    await expect(table.getByRole('checkbox', { name: /^Select Maya/ })).toBeChecked();
  });

  await step('Assign opens the dialog; Escape closes it and gives the focus back', async () => {
    await tabTo(page, 'Assign', { back: true, max: 10 });
    await page.keyboard.press('Enter');
    const dialog = table.getByRole('dialog', { name: 'Assign module(s)' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, 'Assign', 'Escape');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  });

  await step('pick a module and assign it: the focus goes to the message', async () => {
    await tabTo(page, (s) => s.kind === 'checkbox', { max: 10 });
    await page.keyboard.press('Space');
    await tabTo(page, 'Assign (1)', { max: 40 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Modules assigned successfully.', 'Assign (1)');
  });
});

test("2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum): a super mentor changes the dashboard's filters by keyboard alone", async ({
  page,
}) => {
  await signInByKeyboard(page, 'supermentor@modkit.test', '/mentor/my-library');
  await openFromSidebar(page, 'Dashboard', '/super-mentor/dashboard');
  const dashboard = page.locator('main');
  await expect(dashboard.getByRole('combobox', { name: 'Grade' })).toBeVisible();
  for (const filter of ['Grade', 'School', 'Month']) {
    await step(`${filter}: a new value by the arrow keys keeps the focus on the filter`, async () => {
      await tabTo(page, filter, { max: 40 });
      const before = await dashboard.getByRole('combobox', { name: filter }).inputValue();
      await press(page, 'ArrowDown');
      await expect(dashboard.getByRole('combobox', { name: filter })).not.toHaveValue(before);
      // The figures reload for the new filter: the filter keeps the focus meanwhile and after.
      await expect(dashboard.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectFocusOn(page, filter, `ArrowDown on ${filter}`);
    });
  }
});

test('2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum), 3.3.1 Error Identification: an administrator registers a partner and creates a package by keyboard alone', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await signInByKeyboard(page, 'admin@modkit.test', '/mentor/my-library');
  await openFromSidebar(page, 'Partners', '/admin/partners');

  await step('New partner: Escape gives the focus back; the form, then its key, by keyboard', async () => {
    await tabTo(page, 'New partner', { max: 20 });
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New partner' });
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expectFocusOn(page, 'New partner', 'Escape');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Name', { max: 5 });
    await type(page, `Keyboard School ${stamp}`);
    await tabTo(page, 'Origins (one per line)', { max: 2 });
    await type(page, 'https://keyboard.example.org');
    await tabTo(page, 'Package', { max: 2 });
    await press(page, 'ArrowDown');
    await tabTo(page, 'Create partner', { max: 5 });
    await page.keyboard.press('Enter');
    const key = page.getByRole('dialog', { name: `Key of Keyboard School ${stamp}` });
    await expect(key).toBeVisible();
    await tabTo(page, 'Done', { max: 5 });
    await page.keyboard.press('Enter');
    await expect(key).toBeHidden();
    await expectFocusOn(page, 'New partner', 'Done');
  });

  await openFromSidebar(page, 'Packages & Coupons', '/admin/packages');
  const name = `Keys ${stamp}`;
  try {
    await step(
      'New package: sent empty, its errors are tied to the fields and the focus goes to the first',
      async () => {
        await tabTo(page, 'New package', { max: 20 });
        await page.keyboard.press('Enter');
        const form = page.getByRole('dialog', { name: 'New package' });
        await expect(form).toBeVisible();
        await tabTo(page, 'Create package', { max: 30 });
        await page.keyboard.press('Enter');
        await expectFocusOn(page, 'Name', 'Create package');
        await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
          'Name is Required (at most 100 characters).',
        );
        await type(page, name);
        await tabTo(page, 'Price', { max: 3 });
        await type(page, '9');
        await tabTo(page, 'Currency', { max: 3 });
        await type(page, 'USD');
        await tabTo(page, 'Duration (days)', { max: 3 });
        await type(page, '30');
        await tabTo(page, 'Modules', { max: 3 });
        await type(page, '-1');
        await tabTo(page, 'Mentor sessions', { max: 3 });
        await type(page, '0');
        await tabTo(page, 'Create package', { max: 30 });
        await page.keyboard.press('Enter');
        await expect(form).toBeHidden();
        await expect(page.getByText('Package created.')).toBeVisible();
        await expectFocusOn(page, /./, 'Create package');
      },
    );
  } finally {
    // The package leaves the pricing table again (other tests read it).
    const token = await tokenFor(page.request, 'admin@modkit.test');
    const auth = { Authorization: `Bearer ${token}` };
    const list = await (await page.request.get(`${API}/admin/packages`, { headers: auth })).json();
    const made = (list.data.results as Array<{ id: number; name: string }>).find((p) => p.name === name);
    if (made)
      await page.request.patch(`${API}/admin/packages/${made.id}`, {
        headers: auth,
        data: { status: 'Inactive' },
      });
  }
});
