import { expect, test } from '@playwright/test';
import { expectAccessibleAndNarrow, freshLearnerInApp } from './helpers';
import { APP, card, LIBRARY_PASSWORD } from './library-helpers';

/**
 * The Search page when the api corrected a typo (issue 46): 'Showing results for …' under the title, with the
 * corrected keyword, in the app's three languages; the results are the corrected keyword's; a keyword that
 * finds something or nothing at all shows no such line.
 */

const SHOWING = {
  en: 'Showing results for drawing perspective',
  es: 'Mostrando resultados de drawing perspective',
  ar: 'نعرض نتائج «drawing perspective»',
} as const;

for (const [language, showing] of Object.entries(SHOWING)) {
  test(`a typo is corrected and the page says so (${language})`, async ({ page }) => {
    await freshLearnerInApp(page, `typo${language}`, { password: LIBRARY_PASSWORD });
    // The language chosen on this device (the learner's profile names none).
    await page.evaluate((chosen) => localStorage.setItem('modkit:language', chosen), language);
    await page.goto(`${APP}/search?keyword=${encodeURIComponent('Drawng perspective')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const corrected = page.locator('.search-corrected');
    await expect(corrected).toHaveText(showing);
    await expect(corrected.locator('em')).toHaveText('drawing perspective');
    await expect(card(page, 'Drawing in Perspective')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectAccessibleAndNarrow(page);
  });
}

test('no line when the keyword finds modules as typed, or nothing even corrected', async ({ page }) => {
  await freshLearnerInApp(page, 'typonone', { password: LIBRARY_PASSWORD });
  await page.goto(`${APP}/search?keyword=drawings`);
  await expect(card(page, 'Drawing in Perspective')).toBeVisible();
  await expect(page.locator('.search-corrected')).toHaveCount(0);
  await page.goto(`${APP}/search?keyword=qzxwvkjq`);
  await expect(page.getByText('Sorry, no search results on qzxwvkjq')).toBeVisible();
  await expect(page.locator('.search-corrected')).toHaveCount(0);
});
