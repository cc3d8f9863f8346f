import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  conditionalFirstPages,
  FIRST_PAGES,
  firstPages,
  PRICING_MODAL,
  SANITIZER,
} from '../src/app/first-pages';
import { matchRoute } from '../src/app/routes';

/** A path of each first-pages screen, as a person opens it. */
const SCREENS: Array<[path: string, page: string]> = [
  ['/', 'pages/login-page.tsx'],
  ['/login', 'pages/login-page.tsx'],
  ['/signup', 'pages/signup-page.tsx'],
  ['/forgot-password', 'pages/forgot-password-page.tsx'],
  ['/terms-and-conditions', 'public/terms/terms-page.tsx'],
  ['/instant-signup/3', 'public/instant-signup/instant-signup-page.tsx'],
  ['/my-library', 'library/my-library-page.tsx'],
  ['/mentor/my-library', 'library/my-library-page.tsx'],
  ['/my-library/module-preview/12', 'library/module-preview-page.tsx'],
  ['/my-library/module-preview/module-page/12', 'library/module-preview-page.tsx'],
  ['/my-list', 'library/my-list-page.tsx'],
  ['/mentor/my-list', 'library/my-list-page.tsx'],
  ['/projects', 'projects/projects-list-page.tsx'],
  ['/activity-log', 'account/activity-log-page.tsx'],
  ['/my-profile', 'account/profile-page.tsx'],
  ['/mentor/my-learners', 'supervision/my-learners-page.tsx'],
  ['/super-mentor/my-learners', 'supervision/my-learners-page.tsx'],
  ['/mentor/view-details/7', 'supervision/learner-details-page.tsx'],
  ['/mentor/mentor-sessions', 'mentors/mentor-sessions-page.tsx'],
  ['/super-mentor/dashboard', 'supervision/dashboard-page.tsx'],
  ['/super-mentor/my-child-mentors', 'supervision/my-mentees-page.tsx'],
  ['/admin/partners', 'admin/partners-page.tsx'],
];

const pageModules = import.meta.glob('../src/app/**/*-{page,modal}.tsx');

// jsdom has no matchMedia, which the activity log's chart library reads as its module loads. The pages are
// loaded once, up front: their first transform takes seconds on a busy machine.
beforeAll(async () => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  await Promise.all(SCREENS.map(([path]) => matchRoute(path)?.route.preload?.()));
}, 120_000);

describe('the first page of each main screen, which the server preloads', () => {
  it('names a page for each screen of the table', () => {
    expect(SCREENS.map(([, page]) => page).sort()).toEqual(
      expect.arrayContaining(FIRST_PAGES.map((s) => s.page).sort()),
    );
  });

  it.each(SCREENS)('%s renders %s (the route table loads that module)', async (path, page) => {
    expect(firstPages(path, new URLSearchParams())[0]).toBe(page);
    const route = matchRoute(path)?.route;
    expect(route?.preload, `the route of ${path} has a loader`).toBeDefined();
    const named = pageModules[`../src/app/${page}`];
    expect(named, `${page} exists`).toBeDefined();
    expect(await route!.preload!()).toBe(await named!());
  });

  it('adds the pricing modal over a signed-in page that opens it, never over a public one', () => {
    expect(firstPages('/my-library', new URLSearchParams('upgrade=true'))).toEqual([
      'library/my-library-page.tsx',
      PRICING_MODAL,
    ]);
    expect(firstPages('/projects', new URLSearchParams('upgrade=projects'))).toContain(PRICING_MODAL);
    expect(firstPages('/my-library', new URLSearchParams('upgrade=false'))).not.toContain(PRICING_MODAL);
    expect(firstPages('/login', new URLSearchParams('upgrade=true'))).toEqual(['pages/login-page.tsx']);
  });

  it("adds what the module page imports once its content is in, where the browser needs it: the sanitizer, a file of the build's", () => {
    expect(firstPages('/my-library/module-preview/module-page/12', new URLSearchParams())).toEqual([
      'library/module-preview-page.tsx',
    ]);
    expect(conditionalFirstPages('/my-library/module-preview/module-page/12')).toContainEqual({
      modules: [SANITIZER],
      unlessBrowserHas: 'setHTML',
    });
    expect(conditionalFirstPages('/my-library').some((c) => c.modules.includes(SANITIZER))).toBe(false);
    for (const screen of FIRST_PAGES)
      for (const module of screen.withData ?? [])
        expect(existsSync(resolve(__dirname, '../src/app', module)), module).toBe(true);
  });

  it("starts nothing for the learner's header badge: it loads once the screen has painted", () => {
    expect(conditionalFirstPages('/projects')).toEqual([]);
    expect(conditionalFirstPages('/mentor/my-learners')).toEqual([]);
    expect(conditionalFirstPages('/login')).toEqual([]);
    expect(firstPages('/projects', new URLSearchParams())).toEqual(['projects/projects-list-page.tsx']);
  });

  it('names nothing for a path it does not list', () => {
    expect(firstPages('/notifications', new URLSearchParams())).toEqual([]);
    expect(firstPages('/nope', new URLSearchParams())).toEqual([]);
  });
});
