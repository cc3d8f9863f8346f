import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  API,
  apiGet,
  axeViolations,
  DEMO_PASSWORD,
  documentWidth,
  freshEmail,
  signInToApp,
  signUpThroughApi,
  tokenFor,
} from './helpers';

/**
 * The standalone app's shell against the real server: the header (search, categories, notifications,
 * profile menu), the sidebar of every role with Request Access, the pricing modal and buying a package on
 * the api's test gateway, the offline banner, the library-bound learner's location check and the
 * mentor-granted learner's strip; axe with each popup open, and 360 px.
 */

const LEARNER = 'learner@modkit.test';
const FREE = 'free@modkit.test';
const SUPER_MENTOR = 'supermentor@modkit.test';
const PASSWORD = 'Shell-pass-1';
const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

/** Signs in through the login form, whatever the role lands on, then opens `path` inside the shell. */
async function signInAndOpen(page: Page, email: string, password: string, path: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/(login)?(\?.*)?$/);
  await page.goto(url(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Serves the signed-in profile with some fields changed (accounts the api cannot make: library-bound, mentor-granted). */
interface ProfileData {
  meta: { location?: boolean; allowed_modules?: number };
  modulesViewedAndRemaining?: { remaining_module: number };
}

async function patchProfile(page: Page, patch: (data: ProfileData) => void) {
  await page.route('**/api/users/profile', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: ProfileData };
    patch(body.data);
    await route.fulfill({ response, json: body });
  });
}

// A patched call still in flight when a test ends is dropped quietly.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const header = (page: Page) => page.getByRole('banner');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const openDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('the header search runs on Enter, shows the keyword on /search, and an empty value clears it', async ({
  page,
}) => {
  await signInToApp(page, LEARNER);
  const box = header(page).getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveAttribute('placeholder', 'Search your query here...');
  // Wide screens show the box itself, not the small screens' fold button.
  await expect(header(page).getByRole('button', { name: 'Search and categories' })).toBeHidden();
  await box.fill('energy');
  await box.press('Enter');
  await expect(page).toHaveURL(url('/search?keyword=energy'));
  await expect(box).toHaveValue('energy');
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(url('/search'));
  await expect(box).toHaveValue('');
  expect(await axeViolations(page, ['header'])).toEqual([]);
});

test('the categories dropdown works by keyboard and goes to /search with the chosen category', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  const categories = await apiGet<{
    results: Array<{ name: string; subcategories: Array<{ id: number; name: string }> }>;
  }>(request, token, '/categories?page=1&limit=100');
  const subs = categories.results.flatMap((c) => c.subcategories);
  expect(subs.length).toBeGreaterThan(1);

  await signInToApp(page, LEARNER);
  const button = header(page).getByRole('button', { name: 'Categories', exact: true });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = header(page).getByRole('navigation', { name: 'Categories' });
  await expect(list.getByRole('link', { name: subs[0]!.name, exact: true })).toBeFocused();
  expect(await axeViolations(page, ['header'])).toEqual([]);

  // Escape closes it and gives the focus back; Enter opens it again and Tab walks into it.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('link', { name: subs[0]!.name, exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: subs[0]!.name, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('link', { name: subs[1]!.name, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const expected = new URLSearchParams({ category_id: String(subs[1]!.id), category: subs[1]!.name });
  await expect(page).toHaveURL(url(`/search?${expected}`));
  await expect(list).toBeHidden();
});

test('the notifications popup lists 4 of the latest with their times, its dot clears on click, and it is gone on /notifications', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  const latest = await apiGet<{ results: Array<{ body: string; is_read: number }> }>(
    request,
    token,
    '/users/notifications?page=1&limit=10',
  );
  expect(latest.results.slice(0, 4).some((n) => n.is_read === 0)).toBe(true);

  await signInToApp(page, LEARNER);
  const bell = header(page).getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription('You have unread notifications');
  await bell.click();
  await expect(bell).toHaveAccessibleDescription('');
  const popup = header(page).locator('.popup--notifications');
  await expect(popup.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(popup.getByText('New', { exact: true })).toBeVisible();
  const items = popup.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(Math.min(4, latest.results.length));
  for (const [i, n] of latest.results.slice(0, 4).entries()) {
    await expect(items.nth(i)).toContainText(n.body);
    await expect(items.nth(i)).toContainText(/ ago$/);
    if (n.is_read === 0) await expect(items.nth(i)).toContainText('Unread');
  }
  expect(await axeViolations(page, ['header'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(bell).toBeFocused();

  // The profile menu of a learner (part 1 §2.14).
  await header(page).getByRole('button', { name: 'Profile menu' }).click();
  for (const item of ['Profile', 'My Account', 'My Points', 'Contact us'])
    await expect(header(page).getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await axeViolations(page, ['header'])).toEqual([]);
  await page.keyboard.press('Escape');

  await bell.click();
  await popup.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(url('/notifications'));
  await expect(header(page).getByRole('button', { name: 'Notifications' })).toHaveCount(0);
});

test('a FREE learner upgrades from the sidebar: pricing modal, order details, coupon, test gateway, new package in the sidebar', async ({
  page,
  request,
}) => {
  const email = freshEmail('buyer');
  await signUpThroughApi(request, { email, password: PASSWORD, firstName: 'Shell', lastName: 'Learner' });
  await signInToApp(page, email, PASSWORD);
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

test('a declined payment says so and leaves the package as it was', async ({ page, request }) => {
  const email = freshEmail('declined');
  await signUpThroughApi(request, { email, password: PASSWORD, firstName: 'Shell', lastName: 'Learner' });
  await signInToApp(page, email, PASSWORD);
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
  const email = freshEmail('elsewhere');
  const token = await signUpThroughApi(request, {
    email,
    password: PASSWORD,
    firstName: 'Shell',
    lastName: 'Learner',
  });
  await signInToApp(page, email, PASSWORD);
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
  expect((await request.post(`${order.checkout_url}/succeed`)).ok()).toBe(true);
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

test('the offline banner shows when the server cannot be reached and leaves when it answers again', async ({
  page,
  context,
}) => {
  const text = 'There is no internet connection. Please check your network settings and try again.';
  await signInToApp(page, LEARNER);
  await expect(page.getByText(text)).toHaveCount(0);

  // The health poll fails (it runs when the shell starts, every 20 s and when the browser is back online).
  await page.route('**/api/health', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  expect(await axeViolations(page, ['main'])).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  await page.unroute('**/api/health');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(text)).toHaveCount(0);

  // The browser's own offline event shows it at once.
  await context.setOffline(true);
  await expect(page.getByText(text)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a mentor sees the mentor items and, with no modules left, Request Access sends an upgrade request', async ({
  page,
  request,
}) => {
  const email = freshEmail('mentor');
  const token = await signUpThroughApi(request, {
    email,
    password: PASSWORD,
    status: 'MENTOR',
    firstName: 'Shell',
    lastName: 'Mentor',
  });
  // A new mentor may open 5 modules: use them all.
  const found = await apiGet<{ results: Array<{ id: number }> }>(
    request,
    token,
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=5',
  );
  const assigned = await request.post(`${API}/modules/assign`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { modules: found.results.map((m) => m.id) },
  });
  expect(assigned.ok()).toBe(true);

  await signInAndOpen(page, email, PASSWORD, '/my-profile');
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText(['My Library', 'My List', 'My Learners']);
  await expect(nav.getByRole('link', { name: 'My Learners' })).toHaveAttribute('href', '/mentor/my-learners');
  await expect(nav.getByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/mentor/my-library');
  await expect(sidebar(page).getByRole('button', { name: 'Upgrade Package' })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: /points/ })).toHaveCount(0);

  await sidebar(page).getByRole('button', { name: 'Request Access' }).click();
  await expect(page).toHaveURL(url('/my-profile?request-access=true'));
  const dialog = openDialog(page, 'Request Access');
  await dialog.getByLabel('Message (optional)').fill('Our class needs ten more modules.');
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Success! An upgrade request has been sent!');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page).toHaveURL(url('/my-profile'));
  await expect(dialog).toBeHidden();
});

test("the super mentor's Dashboard item shows above 550 px only; unlimited mentors get no Request Access", async ({
  page,
}) => {
  await signInAndOpen(page, SUPER_MENTOR, DEMO_PASSWORD, '/my-profile');
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    'My Library',
    'Dashboard',
    'My List',
    'My Learners',
    'My Mentees',
  ]);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/super-mentor/dashboard',
  );
  await expect(nav.getByRole('link', { name: 'My Mentees' })).toHaveAttribute(
    'href',
    '/super-mentor/my-child-mentors',
  );
  await expect(nav.getByRole('link', { name: 'My Learners' })).toHaveAttribute(
    'href',
    '/super-mentor/my-learners',
  );
  await expect(sidebar(page).getByRole('button', { name: 'Request Access' })).toHaveCount(0);
  expect(await axeViolations(page, ['aside', 'header'])).toEqual([]);

  await page.setViewportSize({ width: 550, height: 800 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(nav.getByRole('link')).toHaveText(['My Library', 'My List', 'My Learners', 'My Mentees']);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
});

test('at 360 px the header fits: search and categories fold behind one button, and the popups fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInToApp(page, LEARNER);
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  const box = header(page).getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeHidden();
  await header(page).getByRole('button', { name: 'Search and categories' }).click();
  await expect(box).toBeVisible();
  await header(page).getByRole('button', { name: 'Categories', exact: true }).click();
  await expect(header(page).getByRole('navigation', { name: 'Categories' })).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, ['header'])).toEqual([]);
  await box.fill('water');
  await box.press('Enter');
  await expect(page).toHaveURL(url('/search?keyword=water'));
  await expect(box).toBeHidden();

  await header(page).getByRole('button', { name: 'Notifications' }).click();
  await expect(header(page).getByRole('heading', { name: 'Notifications' })).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, ['header'])).toEqual([]);
});

test('a library-bound learner out of range sees Out of Range!, and Okay logs out', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'], { origin: E2E_API_ORIGIN });
  await context.setGeolocation({ latitude: 48.8584, longitude: 2.2945 });
  await patchProfile(page, (data) => {
    data.meta.location = true;
  });
  let checked: unknown = null;
  await page.route('**/api/users/check-location', async (route) => {
    checked = route.request().postDataJSON();
    await route.fulfill({ json: { data: false } });
  });
  await signInToApp(page, FREE);
  const dialog = page.getByRole('alertdialog', { name: 'Out of Range!' });
  await expect(dialog).toContainText('You are out of library range. Please visit library.');
  expect(checked).toEqual({ latitude: 48.8584, longitude: 2.2945 });
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(url('/login?autologout=true'));
  await page.goto(url('/my-library'));
  await expect(page).toHaveURL(url('/?redirectLearnerTo=%2Fmy-library'));
});

test('a library-bound learner in range is left alone; without a position the permission dialog logs out after 60 s', async ({
  browser,
}) => {
  // In range: the real server answers (the account has no library, so it is always in range).
  const allowed = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: 1, longitude: 2 },
  });
  const inRange = await allowed.newPage();
  await patchProfile(inRange, (data) => {
    data.meta.location = true;
  });
  const answered = inRange.waitForResponse('**/api/users/check-location');
  await signInToApp(inRange, FREE);
  expect(await (await answered).json()).toEqual({ data: true });
  await expect(inRange.getByRole('alertdialog')).toHaveCount(0);
  await inRange.unrouteAll({ behavior: 'ignoreErrors' });
  await allowed.close();

  // No permission: the dialog, then the automatic logout 60 s later (the page's clock is moved on).
  const refused = await browser.newContext();
  const page = await refused.newPage();
  await signInToApp(page, FREE);
  await patchProfile(page, (data) => {
    data.meta.location = true;
  });
  await page.clock.install();
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: 'Location Permission Required!' });
  await expect(dialog).toContainText(
    'Please provide your location access from your browser. Mandatory for library account.',
  );
  await expect(page).toHaveURL(url('/my-library'));
  await page.clock.fastForward(60_000);
  await expect(page).toHaveURL(url('/login?autologout=true'));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await refused.close();
});

test('a mentor-granted learner sees how many modules are left and requests unlimited access', async ({
  page,
}) => {
  await patchProfile(page, (data) => {
    data.meta.allowed_modules = 5;
    data.modulesViewedAndRemaining = { remaining_module: 2 };
  });
  await signInToApp(page, FREE);
  const strip = page.getByText('You only have 2 out of 5 modules left. Request for unlimited access.');
  await expect(strip).toBeVisible();
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'An upgrade request has been sent!' }),
  ).toBeVisible();
  expect(await axeViolations(page, ['main'])).toEqual([]);
});
