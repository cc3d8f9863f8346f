import { CHAT, GRID, LEARNER_DETAILS, LEARNER_TABLE, LIBRARY, PREVIEW, SESSIONS } from './route-presets';
import type { SweepRoute } from './sweep-route';

/** The mentor's routes (mentor@modkit.test): library, learners, their projects, sessions and account. */
export const MENTOR_ROUTES: SweepRoute[] = [
  {
    name: 'my-library',
    spec: 'part 1 §2.17',
    path: () => '/mentor/my-library',
    ...LIBRARY,
  },
  // Opened before My List, so that the list is never empty (it has the modules the mentor viewed).
  {
    name: 'module-preview',
    spec: 'part 1 §2.20',
    path: (ids) => `/my-library/module-preview/${ids.moduleId}`,
    ...PREVIEW,
  },
  { name: 'my-list', spec: 'part 2 My List', path: () => '/mentor/my-list', ...GRID },
  {
    name: 'my-learners',
    spec: 'part 2 My Learners',
    path: () => '/mentor/my-learners',
    ...LEARNER_TABLE,
  },
  {
    name: 'view-details',
    spec: 'part 2 Learner View Details',
    path: (ids) => `/mentor/view-details/${ids.learnerId}`,
    ...LEARNER_DETAILS,
  },
  {
    name: 'project-details',
    spec: 'part 2 Mentor project details',
    path: (ids) => `/mentor/${ids.learnerId}/project-details/${ids.userProjectId}`,
    ...CHAT,
  },
  {
    name: 'mentor-sessions',
    spec: 'part 2 Mentor Sessions',
    path: () => '/mentor/mentor-sessions',
    ...SESSIONS,
  },
  {
    name: 'learner-sessions-path',
    spec: 'part 2 Mentor Sessions',
    path: () => '/mentor-sessions',
    landing: () => '/mentor/mentor-sessions',
    ...SESSIONS,
  },
  { name: 'my-profile', spec: 'part 2 My Profile', path: () => '/my-profile' },
  {
    name: 'notifications',
    spec: 'part 2 Notifications',
    path: () => '/notifications',
    compareDownTo: 'h1',
  },
  { name: 'your-points', spec: 'part 2 §6', path: () => '/your-points', landing: () => '/403' },
];
