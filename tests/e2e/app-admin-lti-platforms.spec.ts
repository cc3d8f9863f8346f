import { expect, type Page, type Route, test } from '@playwright/test';
import { E2E_PLATFORM_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, expectAccessibleAndNarrow, tokenFor } from './helpers';
import { mainNav, signInAndOpen, url } from './shell-helpers';

/**
 * The admin console's LTI platforms (`/admin/lti-platforms`): the administrator sees the LMS registered with
 * the tool (status, client id, deployment, last launch) with the action its status allows. The e2e server
 * allows no dynamic registration from a private address, so a platform waiting for approval is added to the
 * tool's real answer here; the approve and refuse calls the page sends are checked on the wire (the tool's
 * own decisions are tested in packages/lti-tool/test/admin-platforms.test.ts). Axe finds nothing and the
 * page fits 360 px; a mentor gets the forbidden page and the tool answers them 403.
 */

const ADMIN = 'admin@modkit.test';
const main = (page: Page) => page.getByRole('main');
const LIST = '**/lti/admin/platforms';
const WAITING = {
  issuer: 'https://moodle.school.example.org',
  client_id: 'moodle-client-7',
  name: 'Lakeside Moodle',
  status: 'pending',
  deployment_ids: ['dep-1'],
  configuration_url: 'https://moodle.school.example.org/.well-known/openid-configuration',
  registered_at: '2025-03-02T09:30:00.000Z',
  decided_at: null,
  last_launch_at: null,
};

test('an administrator sees the LMS registered with the tool', async ({ page }) => {
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/mentor/my-library');
  await mainNav(page).getByRole('link', { name: 'LTI Platforms' }).click();
  await expect(page).toHaveURL(url('/admin/lti-platforms'));
  await expect(page.getByRole('heading', { level: 1, name: 'LTI Platforms' })).toBeVisible();
  const row = main(page).getByRole('row').filter({ hasText: 'E2E LMS' });
  await expect(row).toContainText(E2E_PLATFORM_ORIGIN);
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: 'Revoke E2E LMS' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  // Revoke asks first; No leaves the platform as it was (the other browser tests launch from it).
  await row.getByRole('button', { name: 'Revoke E2E LMS' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke platform' });
  await expect(confirm).toContainText('E2E LMS: Revoke this LMS?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Approved');
  await expectAccessibleAndNarrow(page);
});

test('an administrator approves a platform that registered itself and refuses another', async ({ page }) => {
  const sent: Array<{ path: string; body: unknown }> = [];
  const decided: Record<string, string> = {};
  await page.route(LIST, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { results: unknown[] } };
    const extra = [
      { ...WAITING, status: decided[WAITING.client_id] ?? 'pending' },
      {
        ...WAITING,
        client_id: 'moodle-client-8',
        name: 'Rogue LMS',
        status: decided['moodle-client-8'] ?? 'pending',
      },
    ];
    body.data.results.push(...extra);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/lti/admin/platforms/*', async (route: Route) => {
    const request = route.request();
    const body = request.postDataJSON() as { client_id: string };
    const path = new URL(request.url()).pathname;
    sent.push({ path, body });
    decided[body.client_id] = path.endsWith('/approve') ? 'approved' : 'refused';
    await route.fulfill({ json: { data: { ...body, status: decided[body.client_id] } } });
  });
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/admin/lti-platforms');
  const waiting = main(page).getByRole('row').filter({ hasText: 'Lakeside Moodle' });
  await expect(waiting).toContainText('Waiting for approval');
  await expect(waiting).toContainText('moodle-client-7');
  await expect(waiting).toContainText('dep-1');
  await expect(waiting).toContainText('Never');
  await expectAccessibleAndNarrow(page);

  await waiting.getByRole('button', { name: 'Approve Lakeside Moodle' }).click();
  const approve = page.getByRole('alertdialog', { name: 'Approve platform' });
  await expect(approve).toContainText('Lakeside Moodle: Approve this LMS?');
  await approve.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Platform approved.')).toBeVisible();
  await expect(waiting).toContainText('Approved');
  await expect(waiting.getByRole('button', { name: 'Revoke Lakeside Moodle' })).toBeVisible();

  const rogue = main(page).getByRole('row').filter({ hasText: 'Rogue LMS' });
  await rogue.getByRole('button', { name: 'Refuse Rogue LMS' }).click();
  await page
    .getByRole('alertdialog', { name: 'Refuse platform' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Platform refused.')).toBeVisible();
  await expect(rogue).toContainText('Refused');
  await expect(rogue.getByRole('button')).toHaveCount(0);

  expect(sent).toEqual([
    {
      path: '/lti/admin/platforms/approve',
      body: { issuer: WAITING.issuer, client_id: 'moodle-client-7' },
    },
    { path: '/lti/admin/platforms/refuse', body: { issuer: WAITING.issuer, client_id: 'moodle-client-8' } },
  ]);
});

test('a mentor gets the forbidden page, and the tool refuses them the platforms', async ({ page }) => {
  const mentor = 'mentor@modkit.test';
  await signInAndOpen(page, mentor, DEMO_PASSWORD, '/admin/lti-platforms');
  await expect(page).toHaveURL(url('/403'));
  const token = await tokenFor(page.request, mentor);
  const list = url('/lti/admin/platforms');
  expect((await page.request.get(list, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    403,
  );
  expect((await page.request.get(list)).status()).toBe(401);
  const revoke = await page.request.delete(
    `${list}?issuer=${encodeURIComponent(E2E_PLATFORM_ORIGIN)}&client_id=x`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(revoke.status()).toBe(403);
});
