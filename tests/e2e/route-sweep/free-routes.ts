import { LIBRARY } from './route-presets';
import type { SweepRoute } from './sweep-route';

/** The FREE learner's routes (free@modkit.test): the locked pages, and the paths that redirect to them. */
export const FREE_ROUTES: SweepRoute[] = [
  {
    name: 'my-library',
    spec: 'part 1 §2.17',
    path: () => '/my-library',
    ...LIBRARY,
  },
  { name: 'all-collections', spec: 'part 1 §2.19', path: () => '/my-library/all-collections' },
  { name: 'assigned-by-mentor', spec: 'part 1 §2.18', path: () => '/assigned-by-mentor' },
  { name: 'project-locked', spec: 'part 1 §2.24', path: () => '/project-locked' },
  {
    name: 'projects',
    spec: 'part 1 §2.24',
    path: () => '/projects',
    landing: () => '/project-locked',
  },
  { name: 'mentor-sessions-locked', spec: 'part 1 §2.24', path: () => '/mentor-sessions-locked' },
  {
    name: 'mentor-sessions',
    spec: 'part 1 §2.25',
    path: () => '/mentor-sessions',
    landing: () => '/mentor-sessions-locked',
  },
  { name: 'activity-log-locked', spec: 'part 2 Locked Activity Log', path: () => '/activity-log-locked' },
  {
    name: 'activity-log',
    spec: 'part 2 Activity Log',
    path: () => '/activity-log',
    landing: () => '/activity-log-locked',
  },
  { name: 'my-account', spec: 'part 2 My Account', path: () => '/my-account' },
];
