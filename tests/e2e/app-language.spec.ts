/**
 * The standalone app's language (issue 26): the language saved on the user's profile, else the one chosen
 * on this device, else the browser's languages, else English. Arabic is written right to left.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { apiGet, freshLearnerInApp } from './helpers';

const PASSWORD = 'Language-pass-1';

/** The document's language and direction, as set and as the browser lays it out. */
async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe(dir);
}

test('a learner picks Arabic from the menu: the library in Arabic, right to left, kept on the profile', async ({
  page,
}) => {
  const { token } = await freshLearnerInApp(page, 'arabic', { password: PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expectDocument(page, 'en', 'ltr');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });

  await expect(page.getByRole('heading', { level: 1, name: 'مكتبتي' })).toBeVisible();
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.getByRole('complementary', { name: 'الشريط الجانبي' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الأكثر رواجًا' })).toBeVisible();
  await expect(page.getByText('My Library', { exact: true })).toHaveCount(0);

  // Saved on the profile: the api says so, and a reload without this device's choice keeps Arabic.
  const savedLanguage = async () =>
    (await apiGet<{ language: string | null }>(page.request, token, '/users/profile')).language;
  await expect.poll(savedLanguage).toBe('ar');
  await page.evaluate(() => localStorage.removeItem('modkit:language'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'مكتبتي' })).toBeVisible();
  await expectDocument(page, 'ar', 'rtl');
});

test.describe('a browser asking for es-MX', () => {
  test.use({ locale: 'es-MX' });

  test('signed out, the login page is in Spanish; a choice in its menu is remembered on this device', async ({
    page,
  }) => {
    await page.goto(`${E2E_API_ORIGIN}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expectDocument(page, 'es', 'ltr');
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expectDocument(page, 'en', 'ltr');
  });
});
