import { expect, test } from '@playwright/test';
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
import { MENTOR } from './library-helpers';
import {
  header,
  LEARNER,
  mainNav,
  openDialog,
  SHELL_PASSWORD,
  SUPER_MENTOR,
  sidebar,
  signInAndOpen,
  url,
} from './shell-helpers';

/**
 * The standalone app's shell against the real server: the header (search, categories, notifications,
 * profile menu), the sidebar of every role with Request Access, the offline banner; axe with each popup
 * open, and 360 px.
 */

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
  // The Search page is on the screen (its code may still be loading when the URL has changed).
  await expect(page).toHaveTitle(/^energy – Search – /);
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
  // The query as the app reads it (how a space is encoded is the URL's business).
  await expect(page).toHaveURL(
    (address) =>
      address.pathname === '/search' &&
      address.searchParams.get('category_id') === String(subs[1]!.id) &&
      address.searchParams.get('category') === subs[1]!.name,
  );
  await expect(list).toBeHidden();
});

test('the notifications popup lists 4 of the latest with their times, its dot clears on click, and it is gone on /notifications', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  // A fresh unread notification, whatever other tests read before: the mentor schedules a session with the learner.
  const learner = await apiGet<{ id: number }>(request, token, '/users/profile');
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 60)) * 86_400_000);
  day.setUTCHours(10, 15 * Math.floor(Math.random() * 4), 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  const scheduled = await request.post(`${API}/users/sessions`, {
    headers: { Authorization: `Bearer ${await tokenFor(request, MENTOR)}` },
    data: {
      learner_id: learner.id,
      date: `${two(day.getUTCDate())}-${two(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`,
      time: `${day.getUTCHours()}:${two(day.getUTCMinutes())}`,
      scheduled_on: day.toISOString(),
    },
  });
  expect(scheduled.status()).toBe(201);
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

test('the offline banner shows when the server cannot be reached and leaves when it answers again', async ({
  page,
  context,
}) => {
  const text = 'There is no internet connection. Please check your network settings and try again.';
  await signInToApp(page, LEARNER);
  await expect(page.getByText(text)).toHaveCount(0);

  // The health poll fails (it runs a few seconds after the shell starts, every 20 s and when the browser is back
  // online).
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
    password: SHELL_PASSWORD,
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

  await signInAndOpen(page, email, SHELL_PASSWORD, '/my-profile');
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

test('at 360 px the menu opens a modal drawer: focus stays inside, Escape, a tap outside and a navigation close it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInToApp(page, LEARNER);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Menu' });

  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  expect(await axeViolations(page, ['aside'])).toEqual([]);
  // Tab and Shift+Tab cycle through the drawer only.
  const links = await drawer.locator('a[href], button').count();
  for (let i = 0; i < links + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((box) => box.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(340, 400);
  await expect(drawer).toBeHidden();

  await menu.click();
  await drawer.getByRole('link', { name: 'My List' }).click();
  await expect(page).toHaveURL(url('/my-list'));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
});

test('scrolling down hides the header and the sidebar moves up with it: no empty band', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 740 });
  await signInToApp(page, LEARNER);
  await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
  const aside = sidebar(page);
  expect((await aside.boundingBox())?.y).toBeGreaterThanOrEqual(50);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 900);
  await expect(page.locator('header.header--hidden')).toHaveCount(1);
  await expect.poll(async () => (await aside.boundingBox())?.y).toBe(0);
  await page.mouse.wheel(0, -300);
  await expect(page.locator('header.header--hidden')).toHaveCount(0);
  await expect.poll(async () => (await aside.boundingBox())?.y).toBeGreaterThanOrEqual(50);
});
