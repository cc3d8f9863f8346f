import type { Rule } from './authz-access';

/** Who may call the orders, their invoices and the user's subscriptions (see authz-table.ts). */
export const COMMERCE_AUTHZ: Record<string, Rule> = {
  'POST /orders': { access: 'signed-in', body: (ids) => ({ package_id: ids.paidPackage, currency: 'USD' }) },
  'GET /orders/{id}/verify': { access: 'owner-only', params: (ids) => ({ id: ids.order }) },
  'GET /orders/{id}/invoice': { access: 'owner-only', params: (ids) => ({ id: ids.order }) },
  'GET /users/subscriptions': { access: 'signed-in' },
};
