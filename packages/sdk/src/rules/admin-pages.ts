import type { Role } from './session';

/**
 * The admin console (`/admin/…`, roles ADMIN and SUPER_ADMIN; not in the spec: the "Real integrations"
 * issue): its pages and who may open them (the sidebar needs them). Its texts and form rules are in
 * `@modkit/sdk/admin` (admin.ts, admin-commerce.ts), apart from the rules every widget carries.
 */

/** The roles that open the admin console (the api checks the same on every admin call). */
const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;

/** Whether a role opens the admin console. */
export function isAdminRole(role: Role | string | null | undefined): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

/** The admin console's pages, in sidebar order. */
export const ADMIN_PAGES = [
  { key: 'admin-partners', label: 'Partners', path: '/admin/partners' },
  { key: 'admin-lti-platforms', label: 'LTI Platforms', path: '/admin/lti-platforms' },
  { key: 'admin-dashboard-access', label: 'Dashboard Access', path: '/admin/dashboard-access' },
  { key: 'admin-packages', label: 'Packages & Coupons', path: '/admin/packages' },
  { key: 'admin-accounts', label: 'Accounts', path: '/admin/users' },
] as const;

/** An admin page's key (the sidebar's highlight). */
export type AdminPageKey = (typeof ADMIN_PAGES)[number]['key'];

/** The admin page a path belongs to (`/admin/partners?page=2` → admin-partners); null outside the console. */
export function adminPageKey(path: string): AdminPageKey | null {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return ADMIN_PAGES.find((page) => clean === page.path || clean.startsWith(`${page.path}/`))?.key ?? null;
}

/** The console's first page: where `/admin` goes. */
export const ADMIN_HOME = /* @__PURE__ */ (() => ADMIN_PAGES[0].path)();
