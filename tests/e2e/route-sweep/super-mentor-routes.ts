import { CHAT, LEARNER_DETAILS, LEARNER_TABLE } from './route-presets';
import type { SweepRoute } from './sweep-route';

/**
 * The super mentor's routes (supermentor@modkit.test): the dashboard, learners and mentees, and through a
 * mentee.
 */
export const SUPER_MENTOR_ROUTES: SweepRoute[] = [
  {
    name: 'dashboard',
    spec: 'part 2 Super Mentor Dashboard',
    path: () => '/super-mentor/dashboard',
    masks: ['.mk-counter__value'],
    // Below the counters the charts and leaderboards change size with everyone's activity.
    compareDownTo: '.mk-counters',
  },
  {
    name: 'my-learners',
    spec: 'part 2 My Learners',
    path: () => '/super-mentor/my-learners',
    ...LEARNER_TABLE,
  },
  {
    name: 'my-child-mentors',
    spec: 'part 2 My Mentees',
    path: () => '/super-mentor/my-child-mentors',
    masks: ['.people-columns'],
    fixed: ['.people-columns'],
  },
  {
    name: 'view-mentee-details',
    spec: 'part 2 Mentee View Details',
    path: (ids) => `/super-mentor/view-mentee-details/${ids.menteeId}`,
    masks: [
      '.day-chart',
      '.mentee-summary',
      '.category-table',
      '.stat-figures',
      '.learner-section .projects-table',
    ],
  },
  {
    name: 'view-details-through-mentee',
    spec: 'part 2 Learner View Details',
    path: (ids) => `/mentor/view-details/${ids.learnerId}?mentorId=${ids.menteeId}`,
    ...LEARNER_DETAILS,
  },
  {
    name: 'project-details-through-mentee',
    spec: 'part 2 Mentor project details',
    path: (ids) => `/mentor/${ids.learnerId}/project-details/${ids.userProjectId}?mentorId=${ids.menteeId}`,
    ...CHAT,
  },
  { name: 'my-profile', spec: 'part 2 My Profile', path: () => '/my-profile' },
];
