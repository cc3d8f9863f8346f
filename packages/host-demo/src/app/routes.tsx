import { lazy } from 'react';
import { ACCOUNT_ROUTES } from './account/routes';
import { ADMIN_ROUTES } from './admin/routes';
import { COMMERCE_ROUTES } from './commerce/routes';
import { LIBRARY_ROUTES } from './library/routes';
import { MENTOR_ROUTES } from './mentors/routes';
import { ONBOARDING_ROUTES } from './onboarding/routes';
import { PROJECT_ROUTES } from './projects/routes';
import { PUBLIC_ROUTES } from './public/routes';
import type { AppRoute, RouteParams } from './router/app-route';
import { SUPERVISION_ROUTES } from './supervision/routes';

export type { AppRoute, RouteParams } from './router/app-route';

/**
 * Every route of the app in one list, each area's routes in its own folder (pages are lazy chunks). The
 * first match wins.
 */

const ErrorPage = lazy(() => import('./pages/error-page'));

const ROUTES: AppRoute[] = [
  ...ONBOARDING_ROUTES,
  ...PUBLIC_ROUTES,
  { pattern: /^\/404$/, public: true, page: () => <ErrorPage status={404} /> },
  { pattern: /^\/403$/, public: true, page: () => <ErrorPage status={403} /> },
  ...LIBRARY_ROUTES,
  ...PROJECT_ROUTES,
  ...MENTOR_ROUTES,
  ...COMMERCE_ROUTES,
  ...SUPERVISION_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ADMIN_ROUTES,
];

/** The route matching a path, with its params; null for an unknown path. */
export function matchRoute(path: string): { route: AppRoute; params: RouteParams } | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of ROUTES) {
    const match = route.pattern.exec(clean);
    if (!match) continue;
    const params: RouteParams = {};
    route.params?.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}
