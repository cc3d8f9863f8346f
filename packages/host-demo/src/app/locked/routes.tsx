import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const LockedPage = lazy(() => import('./locked-page'));

/** The locked upgrade pages (part 1 §2.24, part 2 "Locked Activity Log"), exported through the projects' routes. */
export const LOCKED_ROUTES: AppRoute[] = [
  { pattern: /^\/project-locked$/, page: () => <LockedPage feature="projects" /> },
  { pattern: /^\/mentor-sessions-locked$/, page: () => <LockedPage feature="sessions" /> },
  { pattern: /^\/activity-log-locked$/, page: () => <LockedPage feature="activity-log" /> },
];
