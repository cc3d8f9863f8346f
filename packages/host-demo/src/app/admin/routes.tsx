import { ADMIN_HOME } from '@modkit/sdk/rules';
import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';
import { Redirect } from '../router/redirect';
import { adminPage } from './admin-only';

const loadPartners = () => import('./partners-page');
const PartnersPage = lazy(loadPartners);
const LtiPlatformsPage = lazy(() => import('./lti-platforms-page'));
const DashboardAccessPage = lazy(() => import('./dashboard-access-page'));
const PackagesPage = lazy(() => import('./packages-page'));
const AccountsPage = lazy(() => import('./accounts-page'));

/** The admin console (administrators only): partner sites, LTI platforms, super-mentor dashboard access,
 * packages and coupons, accounts (export and erasure). */
export const ADMIN_ROUTES: AppRoute[] = [
  { pattern: /^\/admin$/, page: adminPage(() => <Redirect to={ADMIN_HOME} />) },
  { pattern: /^\/admin\/partners$/, page: adminPage(PartnersPage), preload: loadPartners },
  { pattern: /^\/admin\/lti-platforms$/, page: adminPage(LtiPlatformsPage) },
  { pattern: /^\/admin\/dashboard-access$/, page: adminPage(DashboardAccessPage) },
  { pattern: /^\/admin\/packages$/, page: adminPage(PackagesPage) },
  { pattern: /^\/admin\/users$/, page: adminPage(AccountsPage) },
];
