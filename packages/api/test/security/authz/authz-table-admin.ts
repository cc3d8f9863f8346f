import type { Rule } from './authz-table';

/** Who may call the partner token endpoint and the admin console's operations (see authz-table.ts). */
export const PARTNER_AND_ADMIN_AUTHZ: Record<string, Rule> = {
  'POST /partner/tokens': { access: 'partner-key-only', body: () => ({ user_id: 'matrix-user' }) },
  'GET /admin/partners': { access: 'admin-only' },
  'POST /admin/partners': {
    access: 'admin-only',
    body: () => ({ name: 'Matrix partner 2', origins: ['https://two.example.org'], package_name: 'FREE' }),
  },
  'PATCH /admin/partners/{id}': {
    access: 'admin-only',
    params: (ids) => ({ id: ids.partner }),
    body: () => ({ origins: ['https://partner.example.org', 'https://www.partner.example.org'] }),
  },
  'POST /admin/partners/{id}/key': { access: 'admin-only', params: (ids) => ({ id: ids.partner }) },
  'GET /admin/dashboard-access': { access: 'admin-only' },
  'PUT /admin/dashboard-access/{superMentorId}': {
    access: 'admin-only',
    params: (ids) => ({ superMentorId: ids.superMentor }),
    body: () => ({ access: { CATEGORIES: 'SHOW' } }),
  },
  'GET /admin/packages': { access: 'admin-only' },
  'POST /admin/packages': {
    access: 'admin-only',
    body: () => ({
      name: 'MATRIX',
      price: 5,
      currency_code: 'USD',
      duration_days: 30,
      number_of_accessable_module: 10,
      number_of_session: 0,
      can_submit_project: 0,
      can_access_collection: 0,
      ai_based_profiile_building_support: 0,
    }),
  },
  'PATCH /admin/packages/{id}': {
    access: 'admin-only',
    params: (ids) => ({ id: ids.paidPackage }),
    body: () => ({ status: 'Active' }),
  },
  'GET /admin/coupons': { access: 'admin-only' },
  'POST /admin/coupons': {
    access: 'admin-only',
    body: () => ({ code: 'MATRIX5', kind: 'AMOUNT', value: 5 }),
  },
  'PATCH /admin/coupons/{id}': {
    access: 'admin-only',
    params: (ids) => ({ id: ids.coupon }),
    body: () => ({ usage_limit: 1000 }),
  },
  'GET /admin/users': { access: 'admin-only' },
  'GET /admin/users/{id}/export': { access: 'admin-only', params: (ids) => ({ id: ids.owner }) },
  'DELETE /admin/users/{id}': {
    access: 'admin-only',
    params: (ids) => ({ id: ids.erasable }),
    skipAllowed: "erases the account (the erasure tests cover the administrator's call)",
  },
};
