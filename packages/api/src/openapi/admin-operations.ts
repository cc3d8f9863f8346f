import * as c from '@modkit/sdk/contract';
import { type Operation, op } from './operation';

/**
 * The operations beyond the spec's contract: a partner's server asking for widget tokens, and the admin
 * console's (partners, dashboard access, packages and coupons; administrators only).
 */
export const PARTNER_AND_ADMIN_OPERATIONS: Operation[] = [
  op(
    'post',
    '/partner/tokens',
    'Partners',
    "A widget token for a partner's user (the partner's server, with its key)",
    {
      auth: false,
      body: c.PartnerTokenBody,
      response: c.PartnerTokenResponse,
    },
  ),
  op('get', '/admin/partners', 'Admin', 'Partner sites (administrators)', {
    query: c.PageQuery,
    response: c.PartnersResponse,
  }),
  op('post', '/admin/partners', 'Admin', 'Register a partner site; answers its key, once (administrators)', {
    body: c.PartnerCreateBody,
    response: c.PartnerKeyResponse,
  }),
  op(
    'patch',
    '/admin/partners/{id}',
    'Admin',
    "Change a partner's origins, package or status (administrators)",
    {
      body: c.PartnerUpdateBody,
      response: c.PartnerResponse,
    },
  ),
  op(
    'post',
    '/admin/partners/{id}/key',
    'Admin',
    "Rotate a partner's key; answers the new key, once (administrators)",
    {
      response: c.PartnerKeyResponse,
    },
  ),
  op('get', '/admin/dashboard-access', 'Admin', "Super mentors' dashboard widget access (administrators)", {
    query: c.PageQuery,
    response: c.SuperMentorAccessList,
  }),
  op(
    'put',
    '/admin/dashboard-access/{superMentorId}',
    'Admin',
    "Show or hide a super mentor's dashboard widgets (administrators)",
    { body: c.DashboardAccessBody, response: c.SuperMentorAccessResponse },
  ),
  op(
    'get',
    '/admin/packages',
    'Admin',
    'Every package, active or not, with its subscribers (administrators)',
    {
      query: c.PageQuery,
      response: c.AdminPackagesResponse,
    },
  ),
  op('post', '/admin/packages', 'Admin', 'Create a package (administrators)', {
    body: c.AdminPackageCreateBody,
    response: c.AdminPackageResponse,
  }),
  op(
    'patch',
    '/admin/packages/{id}',
    'Admin',
    "Change a package's settings, or make it Active / Inactive (administrators)",
    { body: c.AdminPackageUpdateBody, response: c.AdminPackageResponse },
  ),
  op('get', '/admin/coupons', 'Admin', 'Every coupon with its use count (administrators)', {
    query: c.PageQuery,
    response: c.AdminCouponsResponse,
  }),
  op('post', '/admin/coupons', 'Admin', 'Create a coupon (administrators)', {
    body: c.AdminCouponCreateBody,
    response: c.AdminCouponResponse,
  }),
  op(
    'patch',
    '/admin/coupons/{id}',
    'Admin',
    "Change a coupon's code, value, expiry or usage limit (administrators)",
    {
      body: c.AdminCouponUpdateBody,
      response: c.AdminCouponResponse,
    },
  ),
];
