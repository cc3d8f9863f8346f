/**
 * The texts the rules assemble, in Spanish and Arabic (issue 26): a tag search's title, the no-results text,
 * the pricing modal's note, rows and prices, the upgrade cards, the like pages and the LinkedIn callback; the
 * package tabs' arrow keys right to left (WAI-ARIA APG: ArrowLeft is the next tab in Arabic). The language is
 * the one chosen on this device (a fresh learner has none saved on the profile).
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { freshLearnerInApp } from './helpers';
import { apiPage, firstFullCard } from './library-helpers';

const PASSWORD = 'Assembled-pass-1';
const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

const TEXTS = {
  es: {
    tagged: (tag: string) => `Módulos con la etiqueta ${tag}`,
    noResults: 'Lo sentimos, no hay resultados de búsqueda para zzqxvw',
    note: 'Las colecciones vienen con STARTER, PREMIUM y ELITE.',
    moduleAccess: 'Acceso a módulos',
    premiumPrice: '$24.99/trimestre',
    quarterly: 'Trimestral',
    notIncluded: 'No incluido',
    unlockNow: 'Desbloquear ahora',
    liked: '¡Has dado «me gusta» a este blog!',
    alreadyLiked: '¡Ya habías dado «me gusta» a este blog!',
    close: 'Cerrar',
    linkedin: 'Iniciar sesión con LinkedIn',
    linkedinCancelled: 'El inicio de sesión con LinkedIn se canceló o ha caducado. Inténtalo de nuevo.',
    nextTab: 'ArrowRight',
    previousTab: 'ArrowLeft',
  },
  ar: {
    tagged: (tag: string) => `الوحدات الموسومة بـ«${tag}»`,
    noResults: 'عذرًا، لا توجد نتائج بحث عن zzqxvw',
    note: 'تتوفّر المجموعات مع STARTER وPREMIUM وELITE.',
    moduleAccess: 'الوصول إلى الوحدات',
    premiumPrice: '$24.99 كل ثلاثة أشهر',
    quarterly: 'ربع سنوية',
    notIncluded: 'غير مشمول',
    unlockNow: 'افتح الآن',
    liked: 'تم تسجيل إعجابك بهذه المدوّنة!',
    alreadyLiked: 'سبق أن سجّلت إعجابك بهذه المدوّنة!',
    close: 'إغلاق',
    linkedin: 'تسجيل الدخول عبر LinkedIn',
    linkedinCancelled: 'أُلغي تسجيل الدخول عبر LinkedIn أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى.',
    nextTab: 'ArrowLeft',
    previousTab: 'ArrowRight',
  },
} as const;

/** A fresh learner (FREE) signed into the app, then this device's language chosen. */
async function learnerIn(page: Page, locale: keyof typeof TEXTS) {
  const learner = await freshLearnerInApp(page, `assembled.${locale}`, { password: PASSWORD });
  await page.evaluate((chosen) => localStorage.setItem('modkit:language', chosen), locale);
  return learner;
}

for (const locale of ['es', 'ar'] as const) {
  const T = TEXTS[locale];

  test(`${locale}: a tag search's title and the no-results text`, async ({ page }) => {
    const { token } = await learnerIn(page, locale);
    const catalogue = await apiPage(page.request, token, '/modules/search?status=PUBLISH&limit=40');
    const tagged = await firstFullCard(page.request, token, catalogue.results, (m) =>
      Boolean(m.tags?.length),
    );
    const tag = tagged!.tags![0]!;

    await page.goto(url(`/search?keyword=${encodeURIComponent(tag.name)}&tag_id=${tag.id}`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: T.tagged(tag.name) })).toBeVisible();

    await page.goto(url('/search?keyword=zzqxvw'));
    await expect(page.getByText(T.noResults, { exact: true })).toBeVisible();
  });

  test(`${locale}: the pricing modal's note, rows and prices, and the upgrade cards`, async ({ page }) => {
    await learnerIn(page, locale);
    await page.goto(url('/my-library?upgrade=collections'));
    const pricing = page.locator('dialog[open]');
    await expect(pricing.getByText(T.note, { exact: true })).toBeVisible();
    const table = pricing.getByRole('table');
    await expect(table.getByRole('rowheader', { name: T.moduleAccess })).toBeVisible();
    await expect(table.getByRole('cell', { name: T.premiumPrice, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: T.quarterly, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: T.notIncluded, exact: true }).first()).toBeVisible();
    await expect(pricing).not.toContainText(/Module access|Included|per month|\/quarterly/);
    await page.keyboard.press('Escape');

    await page.goto(url('/project-locked'));
    const unlock = page.getByRole('button', { name: T.unlockNow });
    await expect(unlock.first()).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText(T.moduleAccess);
    await expect(cards.first()).not.toContainText(/Module access|Included|Unlock Now/);
  });

  test(`${locale}: the package tabs' arrow keys go the way the text runs`, async ({ page }) => {
    await learnerIn(page, locale);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(url('/my-library?upgrade=true'));
    const tabs = page.locator('dialog[open]').getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText(['STARTER', 'PREMIUM', 'ELITE']);
    const starter = tabs.getByRole('tab', { name: 'STARTER' });
    await expect(starter).toHaveAttribute('aria-selected', 'true');
    await starter.focus();
    await page.keyboard.press(T.nextTab);
    await expect(tabs.getByRole('tab', { name: 'PREMIUM' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'PREMIUM' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press(T.previousTab);
    await expect(starter).toBeFocused();
    await page.keyboard.press(T.previousTab);
    await expect(tabs.getByRole('tab', { name: 'ELITE' })).toBeFocused();
  });

  test(`${locale}: the like page and the LinkedIn callback`, async ({ page }) => {
    await learnerIn(page, locale);
    const like = url(`/like-blog/${(Date.now() % 1_000_000) + 5_000_000}/page/1`);
    await page.goto(like);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.liked);
    await page.goto(like);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.alreadyLiked);
    await expect(page.getByRole('button', { name: T.close })).toBeVisible();

    await page.goto(url('/linkedin-callback?state=unknown'));
    await expect(page.getByRole('heading', { level: 1, name: T.linkedin })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(T.linkedinCancelled);
  });
}
