import { expect, type Page, test } from '@playwright/test';
import { API, DEMO_PASSWORD, expectAccessibleAndNarrow, freshLearnerInApp, tokenFor } from './helpers';
import { mainNav, openDialog, signInAndOpen, url } from './shell-helpers';

/**
 * The admin console's packages and coupons (`/admin/packages`): the administrator creates a package and a
 * coupon (the api's field errors beside the fields, a toast on save); a learner then sees the package in the
 * pricing modal and an order with the coupon costs the reduced price; deactivating takes it out of the pricing
 * table. Axe finds nothing and the page fits 360 px; a mentor gets the forbidden page and 403 from the api.
 */

const ADMIN = 'admin@modkit.test';
const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test('an administrator creates a package and a coupon; a learner buys it with the coupon at the reduced price', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Camp ${stamp}`;
  const code = `e2e-${stamp}`.toLowerCase();
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/mentor/my-library');
  await mainNav(page).getByRole('link', { name: 'Packages & Coupons' }).click();
  await expect(page).toHaveURL(url('/admin/packages'));
  await expect(page.getByRole('heading', { level: 1, name: 'Packages & Coupons' })).toBeVisible();
  const packages = main(page).getByRole('table', { name: 'Packages' });
  await expect(packages.getByRole('row').filter({ hasText: 'PREMIUM' })).toContainText('$24.99 USD');
  const adminToken = await tokenFor(page.request, ADMIN);
  const adminAuth = { Authorization: `Bearer ${adminToken}` };
  let packageId: number | undefined;
  try {
    // The package: the api's checks beside the fields, then a valid one.
    await main(page).getByRole('button', { name: 'New package' }).click();
    const form = dialog(page, 'New package');
    await form.getByLabel('Currency').fill('US');
    await form.getByLabel('Mentor sessions').fill('1.5');
    await form.getByRole('button', { name: 'Create package' }).click();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
      'Name is Required (at most 100 characters).',
    );
    await expect(form.getByLabel('Price')).toHaveAccessibleDescription(
      'Price must be a number of 0 or more.',
    );
    await expect(form.getByLabel('Currency')).toHaveAccessibleDescription(/Currency must be a 3-letter code/);
    await expect(form.getByLabel('Mentor sessions')).toHaveAccessibleDescription(
      'Sessions must be a whole number of 0 or more.',
    );
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectAccessibleAndNarrow(page, ['dialog[open]']);
    await form.getByLabel('Name').fill('premium');
    await form.getByLabel('Price').fill('12.5');
    await form.getByLabel('Currency').fill('usd');
    await form.getByLabel('Duration (days)').fill('30');
    await form.getByLabel('Modules', { exact: true }).fill('-1');
    await form.getByLabel('Mentor sessions').fill('2');
    await form.getByLabel('Can open collections').check();
    await form.getByRole('button', { name: 'Create package' }).click();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
      'A package with this name already exists.',
    );
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create package' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Package created.')).toBeVisible();
    const row = packages.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$12.50 USD');
    await expect(row).toContainText('monthly');
    await expect(row).toContainText('Unlimited');
    await expect(row).toContainText('Active');

    // The coupon: upper-cased; a percentage above 100 is refused beside the field.
    await main(page).getByRole('button', { name: 'New coupon' }).click();
    const couponForm = dialog(page, 'New coupon');
    await couponForm.getByLabel('Code').fill(code);
    await couponForm.getByLabel('Percentage').fill('150');
    await couponForm.getByRole('button', { name: 'Create coupon' }).click();
    await expect(couponForm.getByLabel('Percentage')).toHaveAccessibleDescription(
      'A percentage is a number above 0 and at most 100.',
    );
    await couponForm.getByLabel('Percentage').fill('20');
    await couponForm.getByLabel('Usage limit').fill('5');
    await couponForm.getByRole('button', { name: 'Create coupon' }).click();
    await expect(couponForm).toBeHidden();
    await expect(page.getByText('Coupon created.')).toBeVisible();
    const couponRow = main(page).getByRole('table', { name: 'Coupons' }).getByRole('row').filter({
      hasText: code.toUpperCase(),
    });
    await expect(couponRow).toContainText('20%');
    await expect(couponRow).toContainText('0 / 5');
    await expectAccessibleAndNarrow(page);

    // The learner: the package in the pricing modal; an order with the coupon at 20 % off.
    const learnerPage = await browser.newPage();
    const { token } = await freshLearnerInApp(learnerPage, 'camp', { password: DEMO_PASSWORD });
    await learnerPage.goto(url('/my-library?upgrade=true'));
    const pricing = openDialog(learnerPage, 'Choose a Package');
    await expect(
      pricing.getByRole('table', { name: 'Packages' }).getByRole('columnheader', { name }),
    ).toBeVisible();
    await expect(pricing.getByRole('link', { name: `Choose ${name}` })).toBeVisible();
    const list = await page.request.get(`${API}/admin/packages`, { headers: adminAuth });
    packageId = (
      (await list.json()) as { data: { results: Array<{ id: number; name: string }> } }
    ).data.results.find((p) => p.name === name)?.id;
    const order = await learnerPage.request.post(`${API}/orders`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { package_id: packageId, currency: 'USD', coupon_code: code },
    });
    expect(order.status()).toBe(201);
    expect(((await order.json()) as { data: { amount: number } }).data.amount).toBe(10);
    await learnerPage.close();

    // Deactivate: it leaves the pricing table (the learner's api read), the row says Inactive.
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(page.getByText(/Package deactivated/)).toBeVisible();
    await expect(row).toContainText('Inactive');
    const pricingList = await page.request.get(`${API}/packages?limit=100&status=Active`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await pricingList.json())).not.toContain(name);
  } finally {
    // Other specs read the pricing table: the package never stays in it.
    if (packageId)
      await page.request.patch(`${API}/admin/packages/${packageId}`, {
        headers: adminAuth,
        data: { status: 'Inactive' },
      });
  }
});

test('a mentor is sent to the forbidden page and the api refuses them the packages and coupons', async ({
  page,
}) => {
  const mentor = 'mentor@modkit.test';
  await signInAndOpen(page, mentor, DEMO_PASSWORD, '/admin/packages');
  await expect(page).toHaveURL(url('/403'));
  await expect(mainNav(page).getByRole('link', { name: 'Packages & Coupons' })).toHaveCount(0);
  const auth = { Authorization: `Bearer ${await tokenFor(page.request, mentor)}` };
  expect((await page.request.get(`${API}/admin/packages`, { headers: auth })).status()).toBe(403);
  expect((await page.request.get(`${API}/admin/coupons`, { headers: auth })).status()).toBe(403);
  const created = await page.request.post(`${API}/admin/coupons`, {
    headers: auth,
    data: { code: 'MINE', kind: 'PERCENT', value: 100 },
  });
  expect(created.status()).toBe(403);
});
