import type { Client } from '../client/create-client';
import type {
  AdminCoupon,
  AdminCouponCreateBody,
  AdminCouponUpdateBody,
  AdminPackage,
  AdminPackageCreateBody,
  AdminPackageUpdateBody,
} from '../contract/admin-commerce';
import { type DataEnvelope, type Page, type PageEnvelope, toPage, withDefaults } from './envelope';

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
  const q = withDefaults(ADMIN_COMMERCE_DEFAULT_QUERY, query);
  return toPage(await client.request<PageEnvelope<AdminPackage>>('GET', '/admin/packages', { query: q }));
}

/** Creates a package (POST /admin/packages); it is Active, in the pricing table at once. */
export async function createPackage(client: Client, body: AdminPackageCreateBody): Promise<AdminPackage> {
  return (await client.request<DataEnvelope<AdminPackage>>('POST', '/admin/packages', { json: body })).data;
}

/** Changes a package, or makes it Inactive / Active (PATCH /admin/packages/{id}). */
export async function updatePackage(
  client: Client,
  packageId: number,
  body: AdminPackageUpdateBody,
): Promise<AdminPackage> {
  return (
    await client.request<DataEnvelope<AdminPackage>>('PATCH', `/admin/packages/${packageId}`, { json: body })
  ).data;
}

/** Every coupon with its use count (GET /admin/coupons, administrators only). */
export async function getAdminCoupons(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<AdminCoupon>> {
  const q = withDefaults(ADMIN_COMMERCE_DEFAULT_QUERY, query);
  return toPage(await client.request<PageEnvelope<AdminCoupon>>('GET', '/admin/coupons', { query: q }));
}

/** Creates a coupon (POST /admin/coupons); its code is upper-cased. */
export async function createCoupon(client: Client, body: AdminCouponCreateBody): Promise<AdminCoupon> {
  return (await client.request<DataEnvelope<AdminCoupon>>('POST', '/admin/coupons', { json: body })).data;
}

/** Changes a coupon's code, value, expiry or usage limit (PATCH /admin/coupons/{id}). */
export async function updateCoupon(
  client: Client,
  couponId: number,
  body: AdminCouponUpdateBody,
): Promise<AdminCoupon> {
  return (
    await client.request<DataEnvelope<AdminCoupon>>('PATCH', `/admin/coupons/${couponId}`, { json: body })
  ).data;
}
