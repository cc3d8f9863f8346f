import { test } from '@playwright/test';
import { lookUpIds } from './route-sweep/demo-ids';
import { sweep } from './route-sweep/route-check';
import { ROUTES } from './route-sweep/routes';
import type { Ids, Role } from './route-sweep/sweep-route';

/**
 * Every route of part 1 and part 2 of the standalone app (issue 14), each as the role that owns it on the
 * demo data — signed out, the PREMIUM learner, the FREE learner (locked pages), the mentor and the super
 * mentor — opened at 1280×800 and again at 360×740: the page settles (its h1, no loading state left),
 * fits 360 px (no sideways scroll), has no axe violation in `main`, and matches its screenshot
 * (`__screenshots__/app-routes-sweep.spec.ts/{role}-{route}-{width}.png`; after a deliberate change of a
 * screen: `npx playwright test tests/e2e/app-routes-sweep.spec.ts --update-snapshots`). A route that
 * redirects is checked for where it lands; the landing page has its own row.
 *
 * The database is shared with the other browser tests, which add comments, sessions, projects, points,
 * views, learners and notifications, and the demo data is dated from the day it was seeded: dates and
 * relative times, counts, the notification dot and such lists are masked (a list as tall as the screen,
 * so that its length moves nothing in view), and a page that is mostly such data (My Library,
 * Notifications, the Dashboard) is compared down to its stable top only.
 *
 * The routes, by role, are in route-sweep/*-routes.ts; the checks in route-sweep/route-check.ts.
 */

// Each role's sweep stands alone: with two workers the roles share them out (one file was a worker's 6 minutes).
test.describe.configure({ mode: 'parallel' });

let ids: Ids;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await lookUpIds(request);
  await request.dispose();
});

for (const role of Object.keys(ROUTES) as Role[]) {
  test(`every route of the ${role} at 1280 and 360 px: settles, fits, passes axe, matches its screenshot`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await sweep(page, role, ids);
  });
}
