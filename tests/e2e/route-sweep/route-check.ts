/** The route sweep's checks: sign in as a role, then open each of its routes at both sizes and check each. */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, DEMO_PASSWORD, documentWidth } from '../helpers';
import { ACCOUNTS } from './demo-ids';
import { ROUTES } from './routes';
import { expectScreenshot } from './screenshot';
import { settle } from './settle';
import { url } from './sweep-page';
import { type Ids, NARROW, type Role, type ScreenSize, type SweepRoute, WIDE } from './sweep-route';

/** Signs in through the app's login page. */
async function signIn(page: Page, email: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/(login)?(\?.*)?$/);
}

/** One route at one size: lands where it should, settles, fits, passes axe, matches its screenshot. */
async function check(page: Page, role: Role, route: SweepRoute, ids: Ids, size: ScreenSize) {
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
  await expectScreenshot(page, role, route, size);
}

/** Signs in once, then opens every route of the role at 1280 px and again at 360 px. */
export async function sweep(page: Page, role: Role, ids: Ids) {
  if (role !== 'visitor') await signIn(page, ACCOUNTS[role]);
  for (const route of ROUTES[role]) {
    await test.step(`${route.path(ids)} (${route.spec})`, async () => {
      await check(page, role, route, ids, WIDE);
      await check(page, role, route, ids, NARROW);
    });
  }
}
