import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const ProfilePage = lazy(() => import('./profile-page'));
const NotificationsPage = lazy(() => import('./notifications-page'));
const PointsPage = lazy(() => import('./points-page'));
const MyAccountPage = lazy(() => import('./my-account-page'));
const ActivityLogPage = lazy(() => import('./activity-log-page'));

/**
 * The signed-in user's own pages (part 2 §2): My Profile and Notifications for every role; Your Points, My
 * Account and the Activity Log for learners (the log with profile-building support, else its locked page).
 */
export const ACCOUNT_ROUTES: AppRoute[] = [
  { pattern: /^\/my-profile$/, page: ProfilePage },
  { pattern: /^\/notifications$/, page: NotificationsPage },
  { pattern: /^\/your-points$/, page: PointsPage },
  { pattern: /^\/my-account$/, page: MyAccountPage },
  { pattern: /^\/activity-log$/, page: ActivityLogPage },
];
