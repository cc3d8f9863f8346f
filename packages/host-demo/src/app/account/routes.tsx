import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

/**
 * The signed-in user's own pages (part 2 §2): My Profile and Notifications for every role; Your Points, My
 * Account and the Activity Log for learners (the log with profile-building support, else its locked page);
 * the page of the mailed link that confirms an account's deletion.
 */
export const ACCOUNT_ROUTES: AppRoute[] = lazyRoutes([
  { pattern: /^\/my-profile$/, load: () => import('./profile-page') },
  { pattern: /^\/notifications$/, load: () => import('./notifications-page') },
  { pattern: /^\/your-points$/, load: () => import('./points-page') },
  { pattern: /^\/my-account$/, load: () => import('./my-account-page') },
  { pattern: /^\/activity-log$/, load: () => import('./activity-log-page') },
  // The deletion link mailed to an account without a password (issue 27).
  { pattern: /^\/delete-account$/, load: () => import('./delete-account-page') },
]);
