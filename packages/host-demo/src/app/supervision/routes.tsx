import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const MyLearnersPage = lazy(() => import('./my-learners-page'));
const DashboardPage = lazy(() => import('./dashboard-page'));
const MyListPage = lazy(() => import('../library/my-list-page'));
const LearnerDetailsPage = lazy(() => import('./learner-details-page'));
const MentorProjectPage = lazy(() => import('./mentor-project-page'));
const MyMenteesPage = lazy(() => import('./my-mentees-page'));
const MenteeDetailsPage = lazy(() => import('./mentee-details-page'));

/**
 * The mentor's and the super mentor's screens (part 2): My Learners and the Dashboard (widgets), a learner's
 * details and submitted project, My Mentees and a mentee's details; and the mentor's My List (the learner's
 * page, the api answers for the signed-in user).
 */
export const SUPERVISION_ROUTES: AppRoute[] = [
  { pattern: /^\/(mentor|super-mentor)\/my-learners$/, page: MyLearnersPage },
  { pattern: /^\/super-mentor\/dashboard$/, page: DashboardPage },
  { pattern: /^\/mentor\/my-list$/, page: MyListPage },
  { pattern: /^\/mentor\/view-details\/(\d+)$/, params: ['id'], page: LearnerDetailsPage },
  {
    pattern: /^\/mentor\/(\d+)\/project-details\/(\d+)$/,
    params: ['user_id', 'id'],
    page: MentorProjectPage,
  },
  { pattern: /^\/super-mentor\/my-child-mentors$/, page: MyMenteesPage },
  { pattern: /^\/super-mentor\/view-mentee-details\/(\d+)$/, params: ['id'], page: MenteeDetailsPage },
];
