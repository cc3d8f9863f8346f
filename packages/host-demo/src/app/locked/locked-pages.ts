import { GATE_MESSAGES, type LockedFeature, PROJECTS_PATH } from '@modkit/sdk/rules';

/**
 * Each locked page: its path, the page it stands for, its title and its lead text (the projects lead is the
 * spec's submit-lock text; the other two leads are ours).
 */
export const LOCKED_PAGES: Record<
  LockedFeature,
  { path: string; unlockedPath: string; title: string; lead: string }
> = {
  projects: {
    path: '/project-locked',
    unlockedPath: PROJECTS_PATH,
    title: 'Projects',
    lead: GATE_MESSAGES.submitLocked,
  },
  sessions: {
    path: '/mentor-sessions-locked',
    unlockedPath: '/mentor-sessions',
    title: 'My Mentors',
    lead: 'Upgrade your package to schedule sessions with your mentors.',
  },
  'activity-log': {
    path: '/activity-log-locked',
    unlockedPath: '/activity-log',
    title: 'Activity Log',
    lead: 'Upgrade your package to follow your activity, interests, points, certificates and submitted work.',
  },
};
