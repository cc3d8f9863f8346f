import { expect, type Page, test } from '@playwright/test';
import { API, DEMO_PASSWORD, expectAccessibleAndNarrow, tokenFor } from './helpers';
import { mainNav, SUPER_MENTOR, signInAndOpen, url } from './shell-helpers';

/**
 * The admin console's dashboard widget access (`/admin/dashboard-access`): super mentors × the twelve
 * widgets, each a toggle saved at once; the super mentor's dashboard follows. Axe finds nothing and the page
 * fits 360 px; a mentor gets the forbidden page and the api answers them 403.
 */

const ADMIN = 'admin@modkit.test';
const main = (page: Page) => page.getByRole('main');

const dashboardAccess = async (page: Page, token: string) => {
  const res = await page.request.post(`${API}/users/supermentor-dashboard`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  return ((await res.json()) as { data: { access: Record<string, string> } }).data.access;
};

test('an administrator hides a widget of a super mentor’s dashboard and shows it again', async ({ page }) => {
  const superToken = await tokenFor(page.request, SUPER_MENTOR);
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/mentor/my-library');
  await mainNav(page).getByRole('link', { name: 'Dashboard Access' }).click();
  await expect(page).toHaveURL(url('/admin/dashboard-access'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Access' })).toBeVisible();
  const row = main(page).getByRole('row').filter({ hasText: SUPER_MENTOR });
  await expect(row.getByRole('checkbox')).toHaveCount(12);
  const categories = row.getByRole('checkbox', { name: /^Categories shown to / });
  await expect(categories).toBeChecked();
  try {
    await categories.uncheck();
    await expect(page.getByText('Dashboard access saved.')).toBeVisible();
    await expect(categories).not.toBeChecked();
    expect((await dashboardAccess(page, superToken)).CATEGORIES).toBe('HIDE');
    await page.reload();
    await expect(categories).not.toBeChecked();
    await expectAccessibleAndNarrow(page);
  } finally {
    await categories.check();
  }
  await expect(categories).toBeChecked();
  expect((await dashboardAccess(page, superToken)).CATEGORIES).toBe('SHOW');
});

test('a mentor gets the forbidden page, and the api refuses them the access map', async ({ page }) => {
  const mentor = 'mentor@modkit.test';
  await signInAndOpen(page, mentor, DEMO_PASSWORD, '/admin/dashboard-access');
  await expect(page).toHaveURL(url('/403'));
  const auth = { Authorization: `Bearer ${await tokenFor(page.request, mentor)}` };
  expect((await page.request.get(`${API}/admin/dashboard-access`, { headers: auth })).status()).toBe(403);
  const put = await page.request.put(`${API}/admin/dashboard-access/1`, {
    headers: auth,
    data: { access: { CATEGORIES: 'HIDE' } },
  });
  expect(put.status()).toBe(403);
});
