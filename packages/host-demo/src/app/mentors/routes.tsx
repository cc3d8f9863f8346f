import type { AppRoute } from '../router/app-route';

/** My Mentors and the schedule-session modal (part 1 §2.25). */
export const MENTOR_ROUTES: AppRoute[] = [];
