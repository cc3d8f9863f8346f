import { test } from '@playwright/test';
import { lookUpIds } from './route-sweep/demo-ids';
import { sweep } from './route-sweep/route-check';
import { ROUTES } from './route-sweep/routes';
import type { Ids, Role, SweepRoute } from './route-sweep/sweep-route';

/**
 * The route sweep in Arabic (issue 26): the screens most used of each role, chosen in Arabic on the device,
 * at 1280 and 360 px: the page settles, says `lang="ar"`, fits 360 px written right to left (no sideways
 * scroll) and has no axe violation in `main`. A few of them are also compared with their screenshots
 * (`__screenshots__/app-routes-sweep-arabic.spec.ts/{role}-{route}-{width}-ar.png`). The English sweep
 * (app-routes-sweep.spec.ts) has every route, with every screenshot; this one keeps CI's time modest. The
 * WCAG checks of the sweep run here too, in Arabic: the tab title in Arabic naming the screen, `lang="ar"`,
 * the targets, the fields' and cards' boundaries, the text spacing and the reflow at 320 px right to left.
 */
const SWEPT: Record<Role, string[]> = {
  visitor: ['login', 'signup', 'forgot-password', 'sign-in-link', 'reset-password'],
  learner: [
    'my-library',
    'module-preview',
    'module-page',
    'my-list',
    'projects',
    'new-project',
    'activity-log',
    'my-profile',
    'my-account',
    'notifications',
  ],
  free: ['my-library', 'project-locked'],
  mentor: ['my-library', 'my-learners', 'my-profile'],
  supermentor: ['dashboard', 'my-child-mentors'],
  admin: ['partners', 'packages'],
};
const WITH_SCREENSHOTS = new Set([
  'visitor/login',
  'learner/my-library',
  'learner/my-profile',
  'mentor/my-learners',
]);

// Each role's sweep stands alone: with two workers the roles share them out.
test.describe.configure({ mode: 'parallel' });

let ids: Ids;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await lookUpIds(request);
  await request.dispose();
});

for (const role of Object.keys(ROUTES) as Role[]) {
  test(`3.1.1 Language of Page, 2.4.2 Page Titled, 1.4.10 Reflow, 1.4.11 Non-text Contrast, 1.4.12 Text Spacing, 2.5.8 Target Size (Minimum): every route of the ${role} in Arabic at 1280, 360 and 320×256 px (settles, fits right to left, passes axe)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await sweep(page, role, ids, {
      only: (route: SweepRoute) => SWEPT[role].includes(route.name),
      language: 'ar',
      suffix: '-ar',
      screenshot: (route: SweepRoute) => WITH_SCREENSHOTS.has(`${role}/${route.name}`),
    });
  });
}
