/**
 * The code each main screen renders first, by path: its page module (and the pricing modal over it on
 * `upgrade=…`), named as the build's manifest names them (paths under `src/app`). The server starts their
 * chunks with the HTML (`<link rel=modulepreload>`, src/server/route-preloads.ts), so that the screen's code
 * downloads beside the entry instead of after it has run. The patterns are the route table's (routes.tsx),
 * and a test checks that each path's route loads the module named here (test/first-pages.test.ts). No React
 * here: the server imports it.
 */
import { PRICING_FLAG } from '@modkit/sdk/rules';
import { pricingOpen } from './commerce/pricing-flag';

/**
 * One screen: its path pattern, the module of its page, whether it is public (outside the shell), and `withData`:
 * what the page imports on demand as soon as its data is in (its manifest keys; see `NOT_FOR_BROWSERS_WITH`).
 */
interface FirstPage {
  pattern: RegExp;
  page: string;
  public?: boolean;
  withData?: string[];
}

/**
 * The HTML sanitizer (DOMPurify, a chunk of its own): the module's content goes in with it, in a browser without
 * a sanitizer of its own (`setHTML`: the widgets' native-sanitizer.ts).
 */
export const SANITIZER = '../../../widgets/src/ui/sanitize.ts';

/** Modules a browser that has this method of `Element` never loads: preloaded only where it lacks it. */
const NOT_FOR_BROWSERS_WITH: Record<string, string> = { [SANITIZER]: 'setHTML' };

/** The pricing modal, over any signed-in page whose query opens it (commerce/pricing-flag.ts). */
export const PRICING_MODAL = 'commerce/pricing-modal.tsx';

/** The first match wins, as in the route table. */
export const FIRST_PAGES: FirstPage[] = [
  { pattern: /^\/(login)?$/, page: 'pages/login-page.tsx', public: true },
  { pattern: /^\/signup$/, page: 'pages/signup-page.tsx', public: true },
  { pattern: /^\/forgot-password$/, page: 'pages/forgot-password-page.tsx', public: true },
  { pattern: /^\/terms-and-conditions$/, page: 'public/terms/terms-page.tsx', public: true },
  { pattern: /^\/instant-signup\/\d+$/, page: 'public/instant-signup/instant-signup-page.tsx', public: true },
  { pattern: /^\/(mentor\/)?my-library$/, page: 'library/my-library-page.tsx' },
  {
    pattern: /^\/my-library\/module-preview\/(module-page\/)?\d+$/,
    page: 'library/module-preview-page.tsx',
    withData: [SANITIZER],
  },
  { pattern: /^\/(mentor\/)?my-list$/, page: 'library/my-list-page.tsx' },
  { pattern: /^\/projects$/, page: 'projects/projects-list-page.tsx' },
  { pattern: /^\/activity-log$/, page: 'account/activity-log-page.tsx' },
  { pattern: /^\/my-profile$/, page: 'account/profile-page.tsx' },
  { pattern: /^\/(mentor|super-mentor)\/my-learners$/, page: 'supervision/my-learners-page.tsx' },
  { pattern: /^\/mentor\/view-details\/\d+$/, page: 'supervision/learner-details-page.tsx' },
  { pattern: /^\/mentor\/mentor-sessions$/, page: 'mentors/mentor-sessions-page.tsx' },
  { pattern: /^\/super-mentor\/dashboard$/, page: 'supervision/dashboard-page.tsx' },
  { pattern: /^\/super-mentor\/my-child-mentors$/, page: 'supervision/my-mentees-page.tsx' },
  { pattern: /^\/admin\/partners$/, page: 'admin/partners-page.tsx' },
];

const screenOf = (path: string) => {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return FIRST_PAGES.find((s) => s.pattern.test(clean));
};

/**
 * The modules a path's first screen renders in any browser and for any session (none for a path not listed:
 * its code loads as the app runs).
 */
export function firstPages(path: string, query: URLSearchParams): string[] {
  const screen = screenOf(path);
  if (!screen) return [];
  const pricing = !screen.public && pricingOpen(query.get(PRICING_FLAG));
  const withData = (screen.withData ?? []).filter((module) => !NOT_FOR_BROWSERS_WITH[module]);
  return [screen.page, ...withData, ...(pricing ? [PRICING_MODAL] : [])];
}

/** Modules a first screen renders only in some browsers. */
export interface ConditionalFirstPages {
  modules: string[];
  /** A method of `Element` whose browsers never load them. */
  unlessBrowserHas: string;
}

/** The modules a path's first screen renders in some browsers only: the sanitizer where there is no `setHTML`. */
export function conditionalFirstPages(path: string): ConditionalFirstPages[] {
  const screen = screenOf(path);
  if (!screen) return [];
  return (screen.withData ?? [])
    .filter((module) => NOT_FOR_BROWSERS_WITH[module])
    .map((module) => ({ modules: [module], unlessBrowserHas: NOT_FOR_BROWSERS_WITH[module]! }));
}
