import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

/**
 * The mentor's and the super mentor's screens (part 2): My Learners and the Dashboard (widgets), a learner's
 * details and submitted project, My Mentees and a mentee's details; and the mentor's My List (the learner's
 * page, the api answers for the signed-in user).
 */
export const SUPERVISION_ROUTES: AppRoute[] = lazyRoutes([
  { pattern: /^\/(mentor|super-mentor)\/my-learners$/, load: () => import('./my-learners-page') },
  { pattern: /^\/super-mentor\/dashboard$/, load: () => import('./dashboard-page') },
  { pattern: /^\/mentor\/my-list$/, load: () => import('../library/my-list-page') },
  {
    pattern: /^\/mentor\/view-details\/(\d+)$/,
    params: ['id'],
    load: () => import('./learner-details-page'),
  },
  {
    pattern: /^\/mentor\/(\d+)\/project-details\/(\d+)$/,
    params: ['user_id', 'id'],
    load: () => import('./mentor-project-page'),
  },
  { pattern: /^\/super-mentor\/my-child-mentors$/, load: () => import('./my-mentees-page') },
  {
    pattern: /^\/super-mentor\/view-mentee-details\/(\d+)$/,
    params: ['id'],
    load: () => import('./mentee-details-page'),
  },
]);
