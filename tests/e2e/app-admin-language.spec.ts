import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { API, documentWidth, expectAccessibleAndNarrow, signInToApp, tokenFor } from './helpers';
import { signInAndOpen, url } from './shell-helpers';

/**
 * The admin console in the administrator's language (issue 26): chosen from the profile menu, each page of
 * the console (its title, lead, tables, buttons, dialogs) is in Arabic, right to left, fits 360 and 1280 px
 * and passes axe; in Spanish a few exact texts, the price through Intl. The console's catalogue is a chunk of
 * its own: a learner's library never downloads it.
 */

const ADMIN = 'admin@modkit.test';
const DEMO_PASSWORD = 'Demo-pass-1';
const main = (page: Page) => page.getByRole('main');

/** Picks a language from the profile menu, the page in English (signed in, it is saved on the profile). */
async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: language });
}

// The administrator's language goes back to none (the browser's), whatever a test chose.
test.afterEach(async ({ request }) => {
  const token = await tokenFor(request, ADMIN);
  await request.patch(`${API}/users/profile`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { language: '' },
  });
});

/** Each page of the console: its path, its title and a column or control of it, in Arabic. */
const ARABIC_PAGES = [
  { path: '/admin/partners', title: 'الشركاء', text: 'مواقع تضمّن الأدوات لمستخدميها', button: 'شريك جديد' },
  { path: '/admin/lti-platforms', title: 'منصات LTI', text: 'أنظمة إدارة التعلّم التي تضمّن modkit' },
  {
    path: '/admin/dashboard-access',
    title: 'الوصول إلى لوحة المتابعة',
    text: 'اختر العناصر التي تعرضها',
    column: 'كبير المرشدين',
  },
  {
    path: '/admin/packages',
    title: 'الباقات والقسائم',
    text: 'ما يقرؤه جدول الأسعار',
    button: 'باقة جديدة',
    column: 'المشتركون',
  },
  { path: '/admin/users', title: 'الحسابات', text: 'جميع الحسابات', column: 'البريد الإلكتروني' },
] as const;

/**
 * The console's own words on a page (headings, captions, column heads, labels, legends, the lead), not its
 * data: in Arabic none is left in Latin letters but the names LTI and modkit.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const words = await main(page)
    .locator('h1, h2, caption, th[scope="col"], thead th, label, legend, .page-lead, nav li')
    .allInnerTexts();
  // Kept as they are: the names LTI and modkit, a zip, and "Deleted user" (the name an erased account leaves).
  const kept = /\b(LTI|modkit|zip)\b|"Deleted user"/g;
  return words.filter((text) => /[A-Za-z]{2,}/.test(text.replace(kept, '')));
}

test('the administrator picks العربية: every page of the console in Arabic, right to left, at 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/admin/partners');
  await chooseLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { level: 1, name: 'الشركاء' })).toBeVisible();

  for (const screen of ARABIC_PAGES) {
    await page.goto(url(screen.path));
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main(page)).toContainText(screen.text);
    await expect(main(page).getByRole('navigation', { name: 'مسار التنقّل' })).toContainText('الإدارة');
    if ('column' in screen)
      await expect(main(page).getByRole('columnheader', { name: screen.column }).first()).toBeVisible();
    if ('button' in screen)
      await expect(main(page).getByRole('button', { name: screen.button })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishLeft(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(1280);
    await expectAccessibleAndNarrow(page);
  }

  // A dialog of the console: a new package's form, its labels and buttons in Arabic.
  await page.goto(url('/admin/packages'));
  await main(page).getByRole('button', { name: 'باقة جديدة' }).click();
  const form = page.getByRole('dialog', { name: 'باقة جديدة' });
  await expect(form.getByLabel('المدة (بالأيام)')).toBeVisible();
  await expect(form.getByRole('button', { name: 'إنشاء الباقة' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'تشمل' })).toContainText('يمكن فتح المجموعات');
  await expectAccessibleAndNarrow(page, ['dialog']);
});

test('in Spanish, the packages page says its exact words and prices in the Spanish way', async ({ page }) => {
  await signInAndOpen(page, ADMIN, DEMO_PASSWORD, '/admin/packages');
  await chooseLanguage(page, 'Español');

  await expect(page.getByRole('heading', { level: 1, name: 'Paquetes y cupones' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(main(page).locator('.page-lead')).toHaveText(
    'Lo que leen la tabla de precios y la página del pedido. Un paquete inactivo sale de la tabla de precios; quienes lo tienen lo conservan.',
  );
  const packages = main(page).getByRole('table', { name: 'Paquetes' });
  await expect(packages.getByRole('columnheader', { name: 'Precio' })).toBeVisible();
  await expect(packages.getByRole('row').filter({ hasText: 'PREMIUM' })).toContainText(/24,99\sUS\$/);
  await expect(packages.getByRole('row').filter({ hasText: 'PREMIUM' })).toContainText('Activo');
  await expect(main(page).getByRole('button', { name: 'Nuevo cupón' })).toBeVisible();

  await page.goto(url('/admin/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas' })).toBeVisible();
  await main(page).getByLabel('Buscar por nombre o correo electrónico').fill(ADMIN);
  const accounts = main(page).getByRole('table', { name: 'Cuentas' });
  await expect(accounts.getByRole('columnheader', { name: 'Correo electrónico' })).toBeVisible();
  await expect(accounts.getByRole('button', { name: 'Descargar datos de Alex Admin' })).toBeVisible();
  await expect(accounts.getByRole('button', { name: 'Borrar Alex Admin' })).toBeVisible();
  await expect(accounts.getByRole('row').filter({ hasText: ADMIN })).toContainText('Administrador');
});

test("a learner's library home never downloads the admin console's catalogue", async ({ page }) => {
  // Each script the page downloads, and whether it holds the console's messages (`admin.partners.title` …).
  const scripts: Array<Promise<{ url: string; admin: boolean }>> = [];
  page.on('response', (response) => {
    const script = response.url();
    if (script.startsWith(E2E_API_ORIGIN) && script.endsWith('.js'))
      scripts.push(
        response
          .text()
          .catch(() => '')
          .then((body) => ({ url: script, admin: body.includes('admin.partners.title') })),
      );
  });
  await signInToApp(page, 'learner@modkit.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  // In Arabic too (this device's choice): the languages' chunks come, the console's never.
  await page.evaluate(() => localStorage.setItem('modkit:language', 'ar'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'مكتبتي' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const downloaded = await Promise.all(scripts);
  expect(downloaded.length).toBeGreaterThan(0);
  expect(downloaded.filter((script) => script.admin).map((script) => script.url)).toEqual([]);
});
