/**
 * The app in the pseudo-locale (issue 26: every text accented, about 40 % longer and bracketed), chosen on
 * the device, at a phone's and a desktop's width: on the main screens no text of the page is clipped or
 * spills out of its box, and the page never scrolls sideways.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { signInToApp } from './helpers';

const SIGNED_OUT = ['/login', '/signup', '/forgot-password'];
const SIGNED_IN = ['/my-library', '/my-list', '/my-profile', '/projects', '/activity-log', '/my-account'];

/** The page's elements (outside the widgets' shadow roots) whose own text is cut by their box or spills out. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || el.closest('.visually-hidden, .mk-visually-hidden, [hidden]'))
        continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const style = getComputedStyle(el);
      if (!ownText || style.display === 'none' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.offsetParent === null && style.position !== 'fixed') continue; // not rendered
      if (el.clientWidth <= 1 && style.clipPath !== 'none') continue; // visually hidden on purpose
      if (['SELECT', 'OPTION', 'INPUT', 'TEXTAREA'].includes(el.tagName)) continue; // a control scrolls its value
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
        found.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent?.trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** Opens a screen and waits for it: its h1 in the pseudo-locale (bracketed), nothing loading. */
async function open(page: Page, path: string) {
  await page.goto(`${E2E_API_ORIGIN}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/^\[.+\]$/);
  await page.locator('.mk-spinner, .page-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
}

async function expectNothingClipped(page: Page, path: string) {
  expect(await overflowing(page), path).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    `${path}: sideways`,
  ).toBe(true);
}

for (const width of [360, 1280]) {
  test(`the pseudo-locale at ${width} px: nothing clipped or overflowing on the main screens`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${E2E_API_ORIGIN}/login`);
    await page.evaluate(() => localStorage.setItem('modkit:language', 'en-x-pseudo'));
    for (const path of SIGNED_OUT) {
      await open(page, path);
      await expectNothingClipped(page, path);
    }
    // Signing in speaks English (the helper's labels); the screens after it are in the pseudo-locale again.
    await page.evaluate(() => localStorage.setItem('modkit:language', 'en'));
    await signInToApp(page, 'learner@modkit.test');
    await page.evaluate(() => localStorage.setItem('modkit:language', 'en-x-pseudo'));
    for (const path of SIGNED_IN) {
      await open(page, path);
      await expectNothingClipped(page, path);
    }
  });
}
