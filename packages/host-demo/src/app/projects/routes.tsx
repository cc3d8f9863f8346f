import { lazy } from 'react';
import { LOCKED_ROUTES } from '../locked/routes';
import type { AppRoute } from '../router/app-route';

const loadProjectsList = () => import('./projects-list-page');
const ProjectsListPage = lazy(loadProjectsList);
const ProjectDetailsPage = lazy(() => import('./project-details-page'));
const ProjectFormPage = lazy(() => import('./project-form-page'));

/** Projects (part 1 §2.24): the list, details with the chat, new and edit, and the locked pages. */
export const PROJECT_ROUTES: AppRoute[] = [
  { pattern: /^\/projects$/, page: ProjectsListPage, preload: loadProjectsList },
  { pattern: /^\/projects\/project-details\/(\d+)$/, params: ['id'], page: ProjectDetailsPage },
  { pattern: /^\/projects\/new-project$/, page: ProjectFormPage },
  { pattern: /^\/projects\/edit-project\/(\d+)$/, params: ['id'], page: ProjectFormPage },
  ...LOCKED_ROUTES,
];
