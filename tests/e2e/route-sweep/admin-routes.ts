import type { SweepRoute } from './sweep-route';

/**
 * The administrator's routes (admin@modkit.test): the console's pages. Other tests add partners, packages,
 * coupons, platforms and accounts: their tables are masked.
 */
export const ADMIN_ROUTES: SweepRoute[] = [
  {
    name: 'partners',
    spec: 'admin console',
    path: () => '/admin/partners',
    masks: ['.admin-table'],
    fixed: ['.admin-table'],
  },
  {
    name: 'lti-platforms',
    spec: 'admin console',
    path: () => '/admin/lti-platforms',
    masks: ['.admin-table'],
    fixed: ['.admin-table'],
  },
  {
    name: 'dashboard-access',
    spec: 'admin console',
    path: () => '/admin/dashboard-access',
    masks: ['.admin-table'],
    fixed: ['.admin-table'],
  },
  {
    name: 'packages',
    spec: 'admin console',
    path: () => '/admin/packages',
    masks: ['.admin-table'],
    fixed: ['.admin-table'],
  },
  {
    name: 'users',
    spec: 'admin console',
    path: () => '/admin/users',
    masks: ['.admin-table'],
    fixed: ['.admin-table'],
  },
];
