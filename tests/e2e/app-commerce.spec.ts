import { expect, test } from '@playwright/test';
import {
  API,
  apiGet,
  axeViolations,
  documentWidth,
  freshLearnerInApp,
  payAtTestGateway,
  signInToApp,
} from './helpers';
import { LEARNER, openDialog, SHELL_PASSWORD, sidebar, url } from './shell-helpers';

/**
 * Buying a package in the standalone app against the real server: the pricing modal over any page, order
 * details with a coupon, the api's test gateway (paid, declined, closed early) and /payments/{id}.
 */

test('a FREE learner upgrades from the sidebar: pricing modal, order details, coupon, test gateway, new package in the sidebar', async ({
  page,
}) => {
  await freshLearnerInApp(page, 'buyer', { password: SHELL_PASSWORD, firstName: 'Shell' });
  await expect(sidebar(page).getByText('FREE', { exact: true })).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Upgrade Package' }).click();
  await expect(page).toHaveURL(url('/my-library?upgrade=true'));
  const pricing = openDialog(page, 'Choose a Package');
  const table = pricing.getByRole('table', { name: 'Packages' });
  for (const name of ['STARTER', 'PREMIUM', 'ELITE'])
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'FREE' })).toHaveCount(0);
  for (const row of [
    'Module access',
    'Projects',
    'AI guided recommendation',
    'Collections',
    'AI profile-building support',
    'Duration',
    'Price',
  ])
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('$9.99/monthly');
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('$24.99/quarterly');
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('$89.99/yearly');
  await expect(pricing.getByRole('link', { name: 'team@modkit.test' })).toHaveAttribute(
    'href',
    'mailto:team@modkit.test',
  );
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);

  await pricing.getByRole('link', { name: 'Choose STARTER' }).click();
  await expect(page).toHaveURL(/\/order-details\/\d+$/);
  await expect(pricing).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await expect(purchase).toContainText('$9.99/monthly');
  const coupon = purchase.getByLabel('Coupon code');
  await expect(coupon).toHaveAttribute('placeholder', 'Enter coupon code');
  await expect(purchase.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await coupon.fill('NO-SUCH-CODE');
  await purchase.getByRole('button', { name: 'Apply & pay' }).click();
  await expect(purchase.getByText('This coupon is not valid.')).toBeVisible();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, ['main'])).toEqual([]);

  await coupon.fill('WELCOME10');
  await purchase.getByRole('button', { name: 'Apply & pay' }).click();
  const payment = openDialog(page, 'Payment');
  const gateway = payment.frameLocator('iframe[title="Payment page"]');
  await expect(gateway.getByText('8.99 USD')).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay' }).click();

  const success = openDialog(page, 'Congratulations!');
  await expect(success).toContainText('Your payment is successful for the STARTER package. Enjoy!');
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(url('/my-library'));
  await expect(sidebar(page).getByText('STARTER', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Upgrade Package' })).toBeVisible();
});

test('a declined payment says so and leaves the package as it was', async ({ page }) => {
  await freshLearnerInApp(page, 'declined', {
    password: SHELL_PASSWORD,
    firstName: 'Shell',
  });
  await page.goto(url('/my-library?upgrade=true'));
  await openDialog(page, 'Choose a Package').getByRole('link', { name: 'Choose ELITE' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await openDialog(page, 'Payment')
    .frameLocator('iframe[title="Payment page"]')
    .getByRole('button', { name: 'Decline' })
    .click();
  const failed = page.getByRole('alertdialog', { name: 'Error!' });
  await expect(failed).toContainText('Your payment could not be completed.');
  await failed.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(sidebar(page).getByText('FREE', { exact: true })).toBeVisible();
});

test('closing the payment window before paying returns to the order; /payments/{id} settles a payment made elsewhere', async ({
  page,
  request,
}) => {
  const { token } = await freshLearnerInApp(page, 'elsewhere', {
    password: SHELL_PASSWORD,
    firstName: 'Shell',
  });
  await page.goto(url('/my-library?upgrade=true'));
  await openDialog(page, 'Choose a Package').getByRole('link', { name: 'Choose PREMIUM' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const payment = openDialog(page, 'Payment');
  await expect(
    payment.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Pay' }),
  ).toBeVisible();
  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

  // An order paid at the gateway outside the app (another tab): its page verifies it and shows the success.
  const packages = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    token,
    '/packages',
  );
  const premium = packages.results.find((p) => p.name === 'PREMIUM')!;
  const created = await request.post(`${API}/orders`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { package_id: premium.id, currency: 'USD' },
  });
  const order = ((await created.json()) as { data: { id: number; checkout_url: string } }).data;
  expect(await payAtTestGateway(request, order.checkout_url)).toBe(true);
  await page.goto(url(`/payments/${order.id}`));
  const success = openDialog(page, 'Congratulations!');
  await expect(success).toContainText('Your payment is successful for the PREMIUM package. Enjoy!');
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(url('/my-library'));
  await expect(sidebar(page).getByText('PREMIUM', { exact: true })).toBeVisible();
});

test('?upgrade=true opens the pricing modal over any page; the current package is marked; small screens get tabs', async ({
  page,
}) => {
  await signInToApp(page, LEARNER);
  await page.goto(url('/my-library?upgrade=true'));
  const pricing = openDialog(page, 'Choose a Package');
  await expect(pricing.getByRole('button', { name: 'Current Package' })).toBeDisabled();
  await expect(pricing.getByRole('link', { name: 'Choose ELITE' })).toHaveAttribute(
    'href',
    /\/order-details\/\d+$/,
  );
  await pricing.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(url('/my-library'));
  await expect(pricing).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url('/my-library?upgrade=true'));
  const tabs = pricing.getByRole('tablist', { name: 'Packages' });
  await expect(tabs.getByRole('tab')).toHaveText(['STARTER', 'PREMIUM', 'ELITE']);
  const premium = tabs.getByRole('tab', { name: 'PREMIUM' });
  await expect(premium).toHaveAttribute('aria-selected', 'true');
  await expect(pricing.getByRole('tabpanel', { name: 'PREMIUM' })).toContainText('$24.99/quarterly');
  await expect(pricing.getByRole('button', { name: 'Current Package' })).toBeDisabled();
  await premium.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'ELITE' })).toBeFocused();
  const elite = pricing.getByRole('tabpanel', { name: 'ELITE' });
  await expect(elite).toContainText('$89.99/yearly');
  await expect(elite.getByRole('link', { name: 'Choose ELITE' })).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
});
