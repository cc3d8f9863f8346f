import type { Client } from '../client/create-client';
import type {
  AdminCoupon,
  AdminCouponCreateBody,
  AdminCouponUpdateBody,
  AdminPackage,
  AdminPackageCreateBody,
  AdminPackageUpdateBody,
} from '../contract/admin-commerce';
import type { DataEnvelope, Page, PageEnvelope } from './envelope';
import { requestData, requestPage } from './requests';

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
export async function getAdminPackages(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<AdminPackage>> {
  return requestPage<PageEnvelope<AdminPackage>>(
    client,
    '/admin/packages',
    ADMIN_COMMERCE_DEFAULT_QUERY,
    query,
  );
}

/** Creates a package (POST /admin/packages); it is Active, in the pricing table at once. */
export async function createPackage(client: Client, body: AdminPackageCreateBody): Promise<AdminPackage> {
  return requestData<DataEnvelope<AdminPackage>>(client, 'POST', '/admin/packages', { json: body });
}

/** Changes a package, or makes it Inactive / Active (PATCH /admin/packages/{id}). */
export async function updatePackage(
  client: Client,
  packageId: number,
  body: AdminPackageUpdateBody,
): Promise<AdminPackage> {
  return requestData<DataEnvelope<AdminPackage>>(client, 'PATCH', `/admin/packages/${packageId}`, {
    json: body,
  });
}

/** Every coupon with its use count (GET /admin/coupons, administrators only). */
export async function getAdminCoupons(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<AdminCoupon>> {
  return requestPage<PageEnvelope<AdminCoupon>>(
    client,
    '/admin/coupons',
    ADMIN_COMMERCE_DEFAULT_QUERY,
    query,
  );
}

/** Creates a coupon (POST /admin/coupons); its code is upper-cased. */
export async function createCoupon(client: Client, body: AdminCouponCreateBody): Promise<AdminCoupon> {
  return requestData<DataEnvelope<AdminCoupon>>(client, 'POST', '/admin/coupons', { json: body });
}

/** Changes a coupon's code, value, expiry or usage limit (PATCH /admin/coupons/{id}). */
export async function updateCoupon(
  client: Client,
  couponId: number,
  body: AdminCouponUpdateBody,
): Promise<AdminCoupon> {
  return requestData<DataEnvelope<AdminCoupon>>(client, 'PATCH', `/admin/coupons/${couponId}`, {
    json: body,
  });
}
