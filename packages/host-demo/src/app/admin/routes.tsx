import { ADMIN_HOME } from '@modkit/sdk/rules';
import { type ComponentType, lazy } from 'react';
import type { AppRoute, RouteParams } from '../router/app-route';
import { Redirect } from '../router/redirect';
import { adminPage } from './admin-only';

/**
 * An admin page loaded on demand together with the console's catalogue (`admin-language`, a chunk only the
 * console loads: a learner never downloads it), the page drawn in its language.
 */
function adminLazy(load: () => Promise<{ default: ComponentType<{ params: RouteParams }> }>) {
  return lazy(() =>
    Promise.all([load(), import('./admin-language')]).then(([page, { inAdminLanguage }]) => ({
      default: inAdminLanguage(page.default),
    })),
  );
}

const PartnersPage = adminLazy(() => import('./partners-page'));
const LtiPlatformsPage = adminLazy(() => import('./lti-platforms-page'));
const DashboardAccessPage = adminLazy(() => import('./dashboard-access-page'));
const PackagesPage = adminLazy(() => import('./packages-page'));
const AccountsPage = adminLazy(() => import('./accounts-page'));

/** The admin console (administrators only): partner sites, LTI platforms, super-mentor dashboard access,
 * packages and coupons, accounts (export and erasure). */
export const ADMIN_ROUTES: AppRoute[] = [
  { pattern: /^\/admin$/, page: adminPage(() => <Redirect to={ADMIN_HOME} />) },
  { pattern: /^\/admin\/partners$/, page: adminPage(PartnersPage) },
  { pattern: /^\/admin\/lti-platforms$/, page: adminPage(LtiPlatformsPage) },
  { pattern: /^\/admin\/dashboard-access$/, page: adminPage(DashboardAccessPage) },
  { pattern: /^\/admin\/packages$/, page: adminPage(PackagesPage) },
  { pattern: /^\/admin\/users$/, page: adminPage(AccountsPage) },
];
