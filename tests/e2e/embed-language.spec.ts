/**
 * A partner page's language (issue 26): the element's `lang` (or its section's), else the loader's
 * `data-lang`, else the page's `<html lang>`; the closest language modkit speaks, else English.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_PARTNER_ORIGIN } from '../../playwright.config';
import { moduleIdByName, setAttributes, tokenFor } from './helpers';

async function open(page: Page, name: string) {
  await page.goto(`${E2E_PARTNER_ORIGIN}/${name}.html`);
  await page.waitForFunction(() => customElements.get('modkit-module-player') !== undefined);
}

/** The widget's root: its language and direction, as set and as the browser lays it out. */
async function expectLanguage(page: Page, selector: string, lang: string, dir: 'ltr' | 'rtl') {
  const root = page.locator(`${selector} [part=root]`);
  await expect(root).toHaveAttribute('lang', lang);
  await expect(root).toHaveAttribute('dir', dir);
  expect(await root.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
}

test.describe("widgets in a partner page's language", () => {
  test('<html lang="es">: the widgets speak Spanish; an element under lang="ar" Arabic; lang="fr" English', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'learner@modkit.test');
    const moduleId = String(await moduleIdByName(request, token, 'Fibonacci in Nature'));
    await open(page, 'spanish');
    for (const id of ['#player', '#player-ar', '#discussion'])
      await setAttributes(page, id, { token, 'module-id': moduleId });
    await setAttributes(page, '#badge', { token });

    const player = page.locator('#player');
    await expect(player.getByRole('button', { name: 'Empezar' })).toBeVisible();
    await expect(player.getByRole('heading', { name: 'Vista previa' })).toBeVisible();
    await expect(player.getByText(/\d+ visualizaci(ón|ones)/)).toBeVisible();
    await expectLanguage(page, '#player', 'es', 'ltr');

    const discussion = page.locator('#discussion');
    await expect(discussion.getByRole('heading', { name: /Conversación/ })).toBeVisible();
    await expect(discussion.getByRole('button', { name: 'Publicar' })).toBeVisible();

    const arabic = page.locator('#player-ar');
    await expect(arabic.getByRole('button', { name: 'ابدأ الآن' })).toBeVisible();
    await expectLanguage(page, '#player-ar', 'ar', 'rtl');

    // French is not spoken: English, never a message id.
    await expectLanguage(page, '#badge', 'en', 'ltr');
    await expect(page.locator('#badge').getByRole('button', { name: /points/ })).toBeVisible();

    // The element's lang is live: Spanish → Arabic without a reload.
    await setAttributes(page, '#player', { lang: 'ar-EG' });
    await expect(player.getByRole('button', { name: 'ابدأ الآن' })).toBeVisible();
    await expectLanguage(page, '#player', 'ar', 'rtl');
  });

  test('the loader\'s data-lang="ar" wins over <html lang="en">, an element\'s lang="es-MX" over both', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'learner@modkit.test');
    const moduleId = String(await moduleIdByName(request, token, 'Fibonacci in Nature'));
    await open(page, 'loader-lang');
    for (const id of ['#player', '#player-es'])
      await setAttributes(page, id, { token, 'module-id': moduleId });
    await expect(page.locator('#player').getByRole('button', { name: 'ابدأ الآن' })).toBeVisible();
    await expectLanguage(page, '#player', 'ar', 'rtl');
    await expect(page.locator('#player-es').getByRole('button', { name: 'Empezar' })).toBeVisible();
    await expectLanguage(page, '#player-es', 'es', 'ltr');
  });
});
