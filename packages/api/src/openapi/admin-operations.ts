import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from './operation';

/**
 * The operations beyond the spec's contract: a partner's server asking for widget tokens, and the admin
 * console's (partners, dashboard access, packages and coupons; administrators only).
 */
export const PARTNER_AND_ADMIN_OPERATIONS: Operation[] = [
  ...tagged('Partners', [
    [
      'post /partner/tokens public',
      "A widget token for a partner's user (the partner's server, with its key)",
      c.PartnerTokenBody,
      c.PartnerTokenResponse,
    ],
  ]),
  ...tagged('Admin', [
    ['get /admin/partners', 'Partner sites (administrators)', c.PageQuery, c.PartnersResponse],
    [
      'post /admin/partners',
      'Register a partner site; answers its key, once (administrators)',
      c.PartnerCreateBody,
      c.PartnerKeyResponse,
    ],
    [
      'patch /admin/partners/{id}',
      "Change a partner's origins, package or status (administrators)",
      c.PartnerUpdateBody,
      c.PartnerResponse,
    ],
    [
      'post /admin/partners/{id}/key',
      "Rotate a partner's key; answers the new key, once (administrators)",
      null,
      c.PartnerKeyResponse,
    ],
    [
      'get /admin/dashboard-access',
      "Super mentors' dashboard widget access (administrators)",
      c.PageQuery,
      c.SuperMentorAccessList,
    ],
    [
      'put /admin/dashboard-access/{superMentorId}',
      "Show or hide a super mentor's dashboard widgets (administrators)",
      c.DashboardAccessBody,
      c.SuperMentorAccessResponse,
    ],
    [
      'get /admin/packages',
      'Every package, active or not, with its subscribers (administrators)',
      c.PageQuery,
      c.AdminPackagesResponse,
    ],
    [
      'post /admin/packages',
      'Create a package (administrators)',
      c.AdminPackageCreateBody,
      c.AdminPackageResponse,
    ],
    [
      'patch /admin/packages/{id}',
      "Change a package's settings, or make it Active / Inactive (administrators)",
      c.AdminPackageUpdateBody,
      c.AdminPackageResponse,
    ],
    [
      'get /admin/coupons',
      'Every coupon with its use count (administrators)',
      c.PageQuery,
      c.AdminCouponsResponse,
    ],
    [
      'post /admin/coupons',
      'Create a coupon (administrators)',
      c.AdminCouponCreateBody,
      c.AdminCouponResponse,
    ],
    [
      'patch /admin/coupons/{id}',
      "Change a coupon's code, value, expiry or usage limit (administrators)",
      c.AdminCouponUpdateBody,
      c.AdminCouponResponse,
    ],
  ]),
];
