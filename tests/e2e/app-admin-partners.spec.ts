import { expect, type Page, test } from '@playwright/test';
import { API, DEMO_PASSWORD, expectAccessibleAndNarrow, tokenFor } from './helpers';
import { mainNav, signInAndOpen, url } from './shell-helpers';

/**
 * The admin console's partner sites (`/admin/partners`): the administrator creates a partner (field errors from
 * the api beside the fields, then the key shown once with a copy button), rotates its key after a
 * confirmation (the old key stops), edits its origins, disables and enables it. Axe finds nothing and the
 * page fits 360 px; a mentor is sent to the forbidden page and the api answers them 403.
 */

const ADMIN = 'admin@modkit.test';
const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const tradeKey = (page: Page, key: string) =>
  page.request.post(`${API}/partner/tokens`, {
    headers: { Authorization: `Bearer ${key}` },
    data: { user_id: `e2e-${Date.now()}` },
  });

test('an administrator creates a partner, sees its key once, rotates it, edits and disables it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/mentor/my-library');
  await mainNav(page).getByRole('link', { name: 'Partners' }).click();
  await expect(page).toHaveURL(url('/admin/partners'));
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');

  // The api's checks, each beside its field.
  await main(page).getByRole('button', { name: 'New partner' }).click();
  const form = dialog(page, 'New partner');
  await form.getByRole('button', { name: 'Create partner' }).click();
  await expect(form.getByText('Name is Required (at most 200 characters).')).toBeVisible();
  await expect(form.getByLabel('Origins (one per line)')).toHaveAccessibleDescription(
    /Give 1 to 20 origins such as https:\/\/partner.example.org/,
  );
  await expect(form.getByLabel('Package')).toHaveAccessibleDescription('Choose one of the packages.');
  await expect(form.getByLabel('Name')).toBeFocused();

  const name = `Lakeside ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Origins (one per line)').fill('lakeside.example.org');
  await form.getByLabel('Package').selectOption('STARTER');
  await form.getByRole('button', { name: 'Create partner' }).click();
  await expect(form.getByLabel('Origins (one per line)')).toHaveAccessibleDescription(
    /not an origin: lakeside.example.org/,
  );
  await form
    .getByLabel('Origins (one per line)')
    .fill('https://lakeside.example.org\n\nhttps://www.lakeside.example.org/');
  await form.getByRole('button', { name: 'Create partner' }).click();

  // The key, once.
  const keyDialog = dialog(page, `Key of ${name}`);
  await expect(keyDialog).toContainText('Copy this key now: it will not be shown again.');
  const key = await keyDialog.getByLabel('API key').inputValue();
  expect(key).toMatch(/^mkp_[\w-]{32}$/);
  await keyDialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(keyDialog.getByRole('status')).toHaveText('Key copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessibleAndNarrow(page, ['dialog[open]']);
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  await expect(keyDialog).toBeHidden();
  expect((await tradeKey(page, key)).status()).toBe(200);

  const row = main(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('https://lakeside.example.org');
  await expect(row).toContainText('https://www.lakeside.example.org');
  await expect(row).toContainText('STARTER');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(`${key.slice(0, 8)}…`);
  await expect(main(page)).not.toContainText(key);

  // Rotate: a confirmation first; No keeps the key.
  await row.getByRole('button', { name: `Rotate key of ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Rotate key' });
  await expect(confirm).toContainText('The current key stops working at once.');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  expect((await tradeKey(page, key)).status()).toBe(200);
  await row.getByRole('button', { name: `Rotate key of ${name}` }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(keyDialog).toContainText('it will not be shown again');
  const rotated = await keyDialog.getByLabel('API key').inputValue();
  expect(rotated).not.toBe(key);
  await page.keyboard.press('Escape');
  await expect(keyDialog).toBeHidden();
  await expect(row).toContainText(`${rotated.slice(0, 8)}…`);
  expect((await tradeKey(page, key)).status()).toBe(401);
  expect((await tradeKey(page, rotated)).status()).toBe(200);

  // Edit: origins and package.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, `Edit ${name}`);
  await expect(edit.getByLabel('Origins (one per line)')).toHaveValue(
    'https://lakeside.example.org\nhttps://www.lakeside.example.org',
  );
  await edit.getByLabel('Origins (one per line)').fill('https://new.lakeside.example.org');
  await edit.getByLabel('Package').selectOption('PREMIUM');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Partner saved.')).toBeVisible();
  await expect(row).toContainText('https://new.lakeside.example.org');
  await expect(row).not.toContainText('https://www.lakeside.example.org');
  await expect(row).toContainText('PREMIUM');

  // Disable: the key stops; enable: it works again.
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  await expect(row).toContainText('Disabled');
  expect((await tradeKey(page, rotated)).status()).toBe(401);
  await row.getByRole('button', { name: `Enable ${name}` }).click();
  await expect(row).toContainText('Active');
  expect((await tradeKey(page, rotated)).status()).toBe(200);

  await expectAccessibleAndNarrow(page);
});

test('a mentor is sent to the forbidden page and the api refuses them the partners', async ({ page }) => {
  const mentor = 'mentor@modkit.test';
  await signInAndOpen(page, mentor, DEMO_PASSWORD, '/admin/partners');
  await expect(page).toHaveURL(url('/403'));
  await expect(mainNav(page).getByRole('link', { name: 'Partners' })).toHaveCount(0);
  const token = await tokenFor(page.request, mentor);
  const auth = { Authorization: `Bearer ${token}` };
  expect((await page.request.get(`${API}/admin/partners`, { headers: auth })).status()).toBe(403);
  const created = await page.request.post(`${API}/admin/partners`, {
    headers: auth,
    data: { name: 'Mine', origins: ['https://mine.example.org'], package_name: 'ELITE' },
  });
  expect(created.status()).toBe(403);
});
