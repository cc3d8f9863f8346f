/**
 * The widgets in the pseudo-locale (every text accented, about 40 % longer and bracketed) at a phone's and
 * a desktop's width: no text is clipped or spills out of its box, the page never scrolls sideways, and no
 * text of the widgets was left out of the catalogue (English would show unbracketed).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_PARTNER_ORIGIN } from '../../playwright.config';
import { moduleIdByName, setAttributes, tokenFor } from './helpers';

/** Elements of a widget whose own text is cut by their box, or spills out of it. */
function overflowing(host: Locator) {
  return host.evaluate((element) => {
    const found: string[] = [];
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (!(el instanceof HTMLElement) || el.closest('.mk-visually-hidden')) continue;
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        const style = getComputedStyle(el);
        if (!ownText || style.display === 'none' || ['auto', 'scroll'].includes(style.overflowX)) continue;
        if (el.offsetParent === null && style.position !== 'fixed') continue; // not rendered
        if (el.clientWidth <= 1 && style.clipPath !== 'none') continue; // visually hidden on purpose
        if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
          found.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent?.trim().slice(0, 40)}"`);
      }
    };
    walk(element.shadowRoot!);
    return found;
  });
}

/** The widget's visible texts that are not in the pseudo-locale (a data text is allowed by the caller). */
function untranslated(host: Locator, data: string[]) {
  return host.evaluate((element, allowed) => {
    const texts: string[] = [];
    // The module's own content (a nested shadow root) and the style sheets are not the widget's texts.
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        if (['STYLE', 'SCRIPT'].includes(el.tagName)) continue;
        for (const node of el.childNodes) {
          const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.trim() : '';
          if (text && /[A-Za-z]{2}/.test(text) && !allowed.some((a) => text.includes(a))) texts.push(text);
        }
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = el.getAttribute(name);
          if (value && /[A-Za-z]{2}/.test(value) && !allowed.some((a) => value.includes(a)))
            texts.push(value);
        }
      }
    };
    walk(element.shadowRoot!);
    return texts;
  }, data);
}

async function expectNothingClipped(page: Page, ids: string[]) {
  for (const id of ids) expect(await overflowing(page.locator(id)), id).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const width of [360, 1280]) {
  test(`the pseudo-locale at ${width} px: nothing clipped, no English left`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await tokenFor(request, 'learner@modkit.test');
    const moduleName = 'Fibonacci in Nature';
    const moduleId = String(await moduleIdByName(request, token, moduleName));
    await page.goto(`${E2E_PARTNER_ORIGIN}/pseudo.html`);
    await page.waitForFunction(() => customElements.get('modkit-module-player') !== undefined);
    for (const id of ['#player', '#discussion'])
      await setAttributes(page, id, { token, 'module-id': moduleId });
    for (const id of ['#badge', '#carousel']) await setAttributes(page, id, { token });

    const player = page.locator('#player');
    const start = player.getByRole('button', { name: /^\[.+\]$/ }).first();
    await expect(start).toBeVisible();
    await expect(page.locator('#carousel .mk-card').first()).toBeVisible();
    await expect(page.locator('#discussion textarea')).toBeVisible();
    await expectNothingClipped(page, ['#badge', '#carousel', '#player', '#discussion']);

    // The module's own texts, card titles, people's names and comments are data: the rest is the catalogue's.
    const DATA =
      '.mk-hero h2, .mk-hero .mk-muted, .mk-chip, .mk-card__ribbon, .mk-card__title, .mk-card__subtitle, .mk-comment__head strong, .mk-comment__text';
    for (const id of ['#badge', '#carousel', '#player', '#discussion']) {
      const data = await page.locator(id).locator(DATA).allTextContents();
      const allowed = [moduleName, ...data].map((t) => t.trim()).filter(Boolean);
      expect(await untranslated(page.locator(id), allowed), id).toEqual([]);
    }

    // The module page: its tabs, the reflection question and the rating, the progress strip.
    await start.click();
    await expect(player.getByRole('tablist')).toBeVisible();
    await expectNothingClipped(page, ['#player']);
    const data = await player
      .locator('.mk-module__title, .mk-tabpanel > .mk-muted, .mk-reflection > p, .mk-project h3, .mk-chip')
      .allTextContents();
    expect(await untranslated(player, [moduleName, ...data].map((t) => t.trim()).filter(Boolean))).toEqual(
      [],
    );
  });
}
