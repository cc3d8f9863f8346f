import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** The admin console's dashboard access, packages and coupons (administrators only). */
export const ADMIN_OPERATIONS: Operation[] = [
  ...tagged('Admin', [
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
