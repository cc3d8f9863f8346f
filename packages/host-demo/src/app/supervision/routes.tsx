import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const MyLearnersPage = lazy(() => import('./my-learners-page'));
const DashboardPage = lazy(() => import('./dashboard-page'));
const MyListPage = lazy(() => import('../library/my-list-page'));

/**
 * The mentor's and the super mentor's screens that are widgets (part 2): My Learners and the Dashboard;
 * and the mentor's My List (the learner's page, the api answers for the signed-in user).
 */
export const SUPERVISION_ROUTES: AppRoute[] = [
  { pattern: /^\/(mentor|super-mentor)\/my-learners$/, page: MyLearnersPage },
  { pattern: /^\/super-mentor\/dashboard$/, page: DashboardPage },
  { pattern: /^\/mentor\/my-list$/, page: MyListPage },
];
