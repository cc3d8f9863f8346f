import { test } from '@playwright/test';
import { lookUpIds } from './route-sweep/demo-ids';
import { sweep } from './route-sweep/route-check';
import { SWEEP_PARTS } from './route-sweep/sweep-parts';
import type { Ids } from './route-sweep/sweep-route';

/**
 * Every route of part 1 and part 2 of the standalone app (issue 14) and of the admin console, each as the
 * role that owns it on the demo data — signed out, the PREMIUM learner, the FREE learner (locked pages), the
 * mentor, the super mentor and the administrator — opened at 1280×800 and again at 360×740: the page settles
 * (its h1, no loading state left), fits 360 px (no sideways scroll), has no axe violation in `main`, and
 * matches its screenshot (`__screenshots__/app-routes-sweep.spec.ts/{role}-{route}-{width}.png`; after a
 * deliberate change of a screen: `npx playwright test tests/e2e/app-routes-sweep.spec.ts --update-snapshots`).
 * A route that redirects is checked for where it lands; the landing page has its own row.
 *
 * On the same visits, the WCAG 2.2 criteria a page shows by itself (issue 42; route-check.ts): its tab title
 * names it and no other screen's (2.4.2) and `<html lang>` is the page's (3.1.1); every pointer target is 24×24
 * CSS px or spaced (2.5.8) at 1280, 360 and 320 px; every field and card stands out from what is around it at
 * 3:1 (1.4.11); with the criterion's text spacing nothing is cut off (1.4.12); resized to 320×256 (1280 px at
 * 400 %) nothing scrolls sideways (1.4.10).
 *
 * The database is shared with the other browser tests, which add comments, sessions, projects, points,
 * views, learners and notifications, and the demo data is dated from the day it was seeded: dates and
 * relative times, counts, the notification dot and such lists are masked (a list as tall as the screen,
 * so that its length moves nothing in view), and a page that is mostly such data (My Library,
 * Notifications, the Dashboard) is compared down to its stable top only.
 *
 * The routes, by role, are in route-sweep/*-routes.ts, swept in parts of at most 10 (route-sweep/sweep-parts.ts);
 * the checks in route-sweep/route-check.ts.
 */

// Each part of a role's sweep stands alone (it signs in itself): with two workers the parts share them out.
test.describe.configure({ mode: 'parallel' });

/** The criteria each test proves on its routes (the conformance report cites the tests by them). */
const CRITERIA =
  '1.4.10 Reflow, 1.4.11 Non-text Contrast, 1.4.12 Text Spacing, 2.4.2 Page Titled, 2.5.8 Target Size (Minimum), 3.1.1 Language of Page';

let ids: Ids;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await lookUpIds(request);
  await request.dispose();
});

for (const { role, part, routes } of SWEEP_PARTS) {
  test(`${CRITERIA}: every route of the ${role}${part} at 1280, 360 and 320×256 px (settles, fits, passes axe, matches its screenshot)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await sweep(page, role, ids, { only: (route) => routes.includes(route.name) });
  });
}
