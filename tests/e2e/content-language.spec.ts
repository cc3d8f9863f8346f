import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, moduleIdByName, tokenFor } from './helpers';

/**
 * WCAG 3.1.2 Language of Parts and bidirectional isolation: a module's content is marked with the language it
 * is written in (the catalogue's `language`, English for the demo catalogue) and takes its own direction, in an
 * app whose page is in another language.
 */

/** Signs the learner in, then chooses Arabic on the device (as the language menu keeps it). */
async function signInInArabic(page: Page) {
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await page.getByLabel('Email', { exact: true }).fill('learner@modkit.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/my-library`);
  await page.evaluate(() => localStorage.setItem('modkit:language', 'ar'));
}

/** Where the question's last character is drawn against the character before it (left edges, CSS px). */
function lastCharacters(page: Page) {
  return page.locator('.banner__question').evaluate((p) => {
    const text = p.firstChild as Text;
    const end = (text.textContent ?? '').length;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect();
    };
    return {
      last: (text.textContent ?? '').at(-1),
      lastLeft: box(end - 1).left,
      beforeLeft: box(end - 2).left,
    };
  });
}

test('in the Arabic app the English banner question is marked English and ends with its question mark at its end', async ({
  page,
}) => {
  // At 360 px the question is shown whole (it is cut to 160 characters above 767 px), over several lines.
  await page.setViewportSize({ width: 360, height: 800 });
  await signInInArabic(page);
  await page.goto(`${E2E_API_ORIGIN}/my-library`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const question = page.locator('.banner__question');
  await expect(question).not.toHaveAttribute('aria-busy'); // loaded
  await expect(question).toHaveAttribute('lang', 'en');
  await expect(question).toHaveAttribute('dir', 'auto');
  const { last, lastLeft, beforeLeft } = await lastCharacters(page);
  expect(last).toBe('?');
  // Written left to right, the question mark follows the word before it; in the page's right-to-left
  // direction it would be drawn at the start (the left) of the last line.
  expect(lastLeft).toBeGreaterThan(beforeLeft);

  // The cards' titles, ribbons and categories are the modules' English, set apart from the Arabic around them.
  const card = page.locator('.mk-card').first();
  await expect(card.locator('.mk-card__open')).toHaveAttribute('lang', 'en');
  await expect(card.locator('.mk-card__subtitle span')).toHaveAttribute('lang', 'en');
});

test("in the Arabic app a module's name, category, text, reflection question and tags are marked English", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'learner@modkit.test');
  const id = await moduleIdByName(request, token, 'Drawing in Perspective');
  await signInInArabic(page);
  await page.goto(`${E2E_API_ORIGIN}/my-library/module-preview/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const hero = page.locator('.mk-hero__text');
  await expect(hero.getByRole('heading', { name: 'Drawing in Perspective' })).toHaveAttribute('lang', 'en');
  await expect(hero.locator('p.mk-muted').first()).toHaveAttribute('lang', 'en');
  await expect(page.locator('.mk-content').first()).toHaveAttribute('lang', 'en');
  for (const list of await page.locator('ul.mk-chips').all())
    await expect(list).toHaveAttribute('lang', 'en');
  for (const chip of await page.locator('.mk-chip').all()) await expect(chip).toHaveAttribute('dir', 'auto');

  await page.goto(`${E2E_API_ORIGIN}/my-library/module-preview/module-page/${id}`);
  await expect(page.locator('.mk-module__title')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[part~="content"]').first()).toHaveAttribute('lang', 'en');
  await expect(page.locator('[part~="reflection"] p').first()).toHaveAttribute('lang', 'en');
  await expect(page.locator('[part~="reflection"] p').first()).toHaveAttribute('dir', 'auto');
});
