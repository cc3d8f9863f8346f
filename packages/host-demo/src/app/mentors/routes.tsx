import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

/**
 * My Mentors, the learner's sessions and the schedule-session modal (part 1 §2.25); the mentor's sessions
 * (part 2 "Mentor Sessions").
 */
export const MENTOR_ROUTES: AppRoute[] = lazyRoutes([
  { pattern: /^\/mentor-sessions$/, load: () => import('./my-mentors-page') },
  { pattern: /^\/mentor\/mentor-sessions$/, load: () => import('./mentor-sessions-page') },
]);
