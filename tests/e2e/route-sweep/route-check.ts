/** The route sweep's checks: sign in as a role, then open each of its routes at both sizes and check each. */
import { expect, type Page, test } from '@playwright/test';
import {
  boundaryFindings,
  expectTitledInLanguage,
  reflowFindings,
  targetFindings,
  textSpacingFindings,
} from '../a11y/page-checks';
import { axeViolations, DEMO_PASSWORD, documentWidth } from '../helpers';
import { ACCOUNTS } from './demo-ids';
import { ROUTES } from './routes';
import { expectScreenshot } from './screenshot';
import { settle } from './settle';
import { url } from './sweep-page';
import { type Ids, NARROW, REFLOW, type Role, type ScreenSize, type SweepRoute, WIDE } from './sweep-route';

/** Signs in through the app's login page. */
export async function signIn(page: Page, email: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/(login)?(\?.*)?$/);
}

/** How a sweep runs: in a language other than the app's default, with screenshots of some routes only. */
export interface SweepOptions {
  /** The language chosen on the device (as the language menu keeps it), after signing in in English. */
  language?: string;
  /** Which routes are compared with their screenshots (all by default). */
  screenshot?: (route: SweepRoute) => boolean;
  /** Added to each screenshot's name (`-ar`). */
  suffix?: string;
  /** Which of the role's routes are opened (all by default). */
  only?: (route: SweepRoute) => boolean;
  /** The tab titles seen so far, each with its route and the screen's h1 (two screens never share one). */
  titles?: Map<string, { route: string; screen: string }>;
}

/** One route at one size: lands where it should, settles, fits, passes axe, matches its screenshot. */
async function check(
  page: Page,
  role: Role,
  route: SweepRoute,
  ids: Ids,
  size: ScreenSize,
  options: SweepOptions,
) {
  await page.setViewportSize(size);
  await page.goto(url(route.path(ids)));
  const landing = route.landing?.(ids) ?? route.path(ids);
  await expect(page).toHaveURL(url(landing));
  await settle(page, route);
  if (route.landing) return;
  const where = `${landing} at ${size.width} px`;
  if (size.width === NARROW.width)
    expect.soft(await documentWidth(page), `${where}: sideways scroll`).toBeLessThanOrEqual(360);
  expect.soft(await axeViolations(page), `${where}: axe`).toEqual([]);
  if (options.screenshot?.(route) ?? true) await expectScreenshot(page, role, route, size, options.suffix);
  await checkCriteria(page, route, landing, size, options);
}

/**
 * The WCAG checks of the route, on the page the sweep opened (after its screenshot, which they would
 * change): at 1280 px the title and the language (2.4.2, 3.1.1), the targets (2.5.8), the boundaries of its
 * fields and cards (1.4.11), then the text spacing
 * (1.4.12, last: it stays on the page); at 360 px the targets, then the page resized to 320×256, a 1280 px
 * screen zoomed to 400 % (1.4.10), and its targets there.
 */
async function checkCriteria(
  page: Page,
  route: SweepRoute,
  landing: string,
  size: ScreenSize,
  options: SweepOptions,
) {
  const where = `${landing} at ${size.width} px`;
  expect.soft(await targetFindings(page), `${where}: 2.5.8 targets`).toEqual([]);
  if (size.width === WIDE.width) {
    const title = await expectTitledInLanguage(page, where, {
      language: options.language ?? 'en',
      names: route.title?.names,
      exact: options.language ? undefined : route.title?.exact,
    });
    const screen = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const other = options.titles?.get(title);
    if (other && other.screen !== screen)
      expect.soft(`${route.name}: ${title}`, `${where}: 2.4.2 the title of another screen`).toBe(other.route);
    options.titles?.set(title, { route: route.name, screen });
    expect.soft(await boundaryFindings(page), `${where}: 1.4.11 boundaries`).toEqual([]);
    expect.soft(await textSpacingFindings(page), `${where}: 1.4.12 text spacing`).toEqual([]);
    return;
  }
  await page.setViewportSize(REFLOW);
  const zoomed = `${landing} at ${REFLOW.width}×${REFLOW.height} px`;
  expect.soft(await reflowFindings(page), `${zoomed}: 1.4.10 reflow`).toEqual([]);
  expect.soft(await targetFindings(page), `${zoomed}: 2.5.8 targets`).toEqual([]);
}

/**
 * Signs in once (in English), then opens every route of the role at 1280 px and again at 360 px (in
 * `options.language` when given: the language menu's choice kept on the device, not on the demo profile).
 */
export async function sweep(page: Page, role: Role, ids: Ids, options: SweepOptions = {}) {
  if (role !== 'visitor') await signIn(page, ACCOUNTS[role]);
  options = { titles: new Map(), ...options };
  const { language } = options;
  if (language) {
    if (role === 'visitor') await page.goto(url('/login'));
    await page.evaluate((lang) => localStorage.setItem('modkit:language', lang), language);
  }
  for (const route of ROUTES[role].filter((r) => options.only?.(r) ?? true)) {
    await test.step(`${route.path(ids)} (${route.spec})`, async () => {
      await check(page, role, route, ids, WIDE, options);
      await check(page, role, route, ids, NARROW, options);
    });
  }
}
