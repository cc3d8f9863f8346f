import { expect, type Page, test } from '@playwright/test';
import { expectFocusSeen } from './a11y/focus';
import { focusState } from './a11y/page-checks';
import { ACCOUNTS, lookUpIds } from './route-sweep/demo-ids';
import { signIn } from './route-sweep/route-check';
import { ROUTES } from './route-sweep/routes';
import { settle } from './route-sweep/settle';
import { url } from './route-sweep/sweep-page';
import type { Ids, Role } from './route-sweep/sweep-route';

/**
 * Every route of every role walked by Tab (issue 42), beside the journeys that use the main screens' controls:
 * from the top of the page, Tab goes through every control to the page's end (no trap), and at each stop the
 * checks of focus.ts hold (the focus on an element, a ring of 3:1 or more, not hidden under the sticky header,
 * a strip or a notice). The routes are the route sweep's (route-sweep/*-routes.ts); a route that redirects is
 * walked where it lands, under its own row.
 */

/** More stops than the longest page has (My Library's carousels): reaching none of the page's end is a trap. */
const MOST_STOPS = 300;

let ids: Ids;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await lookUpIds(request);
  await request.dispose();
});

/**
 * Tabs from the top of the page to its end: the focus leaves for the browser's own controls, or (as Chromium
 * does once a page has been left that way) comes straight back round to the first stop. Returns the stops.
 */
async function tabThrough(page: Page, where: string): Promise<number> {
  let first = '';
  for (let stops = 0; stops < MOST_STOPS; stops++) {
    await page.keyboard.press('Tab');
    const { dropped, element } = await focusState(page);
    if (dropped || (stops > 0 && element === first)) return stops;
    first ||= element;
    await expectFocusSeen(page, `Tab ${stops + 1} on ${where}`);
  }
  throw new Error(`${where}: ${MOST_STOPS} × Tab never reached the page's end`);
}

for (const role of Object.keys(ROUTES) as Role[]) {
  test(`2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum): every route of the ${role}, walked by Tab from its top to its end`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (role !== 'visitor') await signIn(page, ACCOUNTS[role]);
    for (const route of ROUTES[role].filter((r) => !r.landing)) {
      const path = route.path(ids);
      await test.step(path, async () => {
        await page.goto(url(path));
        await settle(page, route);
        expect.soft(await tabThrough(page, path), `${path}: stops`).toBeGreaterThan(0);
      });
    }
  });
}
