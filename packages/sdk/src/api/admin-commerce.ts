import type * as contract from '../contract/admin-commerce';
import { createRecordCall, updateRecordCall } from './admin-record-calls';
import type { PageEnvelope } from './envelope';
import { listCall } from './list-calls';

export type {
  AdminCoupon,
  AdminCouponCreateBody,
  AdminCouponUpdateBody,
  AdminPackage,
  AdminPackageCreateBody,
  AdminPackageUpdateBody,
} from '../contract/admin-commerce';

/** The admin console's package and coupon lists: 100 a page. */
export const ADMIN_COMMERCE_DEFAULT_QUERY = { page: 1, limit: 100 } as const;

/** Every package, active or not, with its subscribers (GET /admin/packages, administrators only). */
export const getAdminPackages = listCall<PageEnvelope<contract.AdminPackage>>(
  '/admin/packages',
  ADMIN_COMMERCE_DEFAULT_QUERY,
);

/** Creates a package (POST /admin/packages); it is Active, in the pricing table at once. */
export const createPackage = createRecordCall<contract.AdminPackage, contract.AdminPackageCreateBody>(
  '/admin/packages',
);

/** Changes a package, or makes it Inactive / Active (PATCH /admin/packages/{id}): `(client, packageId, body)`. */
export const updatePackage = updateRecordCall<contract.AdminPackage, contract.AdminPackageUpdateBody>(
  '/admin/packages',
);

/** Every coupon with its use count (GET /admin/coupons, administrators only). */
export const getAdminCoupons = listCall<PageEnvelope<contract.AdminCoupon>>(
  '/admin/coupons',
  ADMIN_COMMERCE_DEFAULT_QUERY,
);

/** Creates a coupon (POST /admin/coupons); its code is upper-cased. */
export const createCoupon = createRecordCall<contract.AdminCoupon, contract.AdminCouponCreateBody>(
  '/admin/coupons',
);

/** Changes a coupon's code, value, expiry or usage limit (PATCH /admin/coupons/{id}): `(client, couponId, body)`. */
export const updateCoupon = updateRecordCall<contract.AdminCoupon, contract.AdminCouponUpdateBody>(
  '/admin/coupons',
);
