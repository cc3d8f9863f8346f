import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const MyMentorsPage = lazy(() => import('./my-mentors-page'));
const MentorSessionsPage = lazy(() => import('./mentor-sessions-page'));

/**
 * My Mentors, the learner's sessions and the schedule-session modal (part 1 §2.25); the mentor's sessions
 * (part 2 "Mentor Sessions").
 */
export const MENTOR_ROUTES: AppRoute[] = [
  { pattern: /^\/mentor-sessions$/, page: MyMentorsPage },
  { pattern: /^\/mentor\/mentor-sessions$/, page: MentorSessionsPage },
];
