import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const MyMentorsPage = lazy(() => import('./my-mentors-page'));

/** My Mentors, the learner's sessions and the schedule-session modal (part 1 §2.25). */
export const MENTOR_ROUTES: AppRoute[] = [{ pattern: /^\/mentor-sessions$/, page: MyMentorsPage }];
