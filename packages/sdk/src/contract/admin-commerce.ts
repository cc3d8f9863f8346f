import { z } from 'zod';
import { dataOf, Flag, Id, pageOf, Timestamp } from './common';
import { PackageFeatures } from './entities/package-features';

/** A package's status in the admin console: an Inactive one leaves GET /packages but keeps its subscribers. */
const PackageStatus = z.enum(['Active', 'Inactive']);

/**
 * A package as the admin console reads and edits it: every column of the packages table, flat (the
 * pricing table's `prices[0]` is price + currency_code + currency_symbol), and how many learners hold it.
 */
export const AdminPackage = z.object({
  id: Id,
  name: z.string(),
  is_free: Flag,
  price: z.number(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  ...PackageFeatures.shape,
  duration_days: z.number().int(),
  duration_in_humanize: z.string(),
  status: PackageStatus,
  position: z.number().int(),
  /** Learners whose active subscription is this package. */
  subscribers: z.number().int(),
});
export type AdminPackage = z.infer<typeof AdminPackage>;
export const AdminPackagesResponse = pageOf(AdminPackage);
export const AdminPackageResponse = dataOf(AdminPackage);

/** POST /admin/packages (currency_symbol and duration_in_humanize are derived when left out). */
export const AdminPackageCreateBody = z.object({
  name: z.string(),
  price: z.number(),
  currency_code: z.string(),
  currency_symbol: z.string().optional(),
  duration_days: z.number(),
  duration_in_humanize: z.string().optional(),
  number_of_accessable_module: z.number(),
  number_of_session: z.number(),
  can_access_to_project: Flag.optional(),
  can_submit_project: Flag,
  ai_guided_recommendation: Flag.optional(),
  can_access_collection: Flag,
  ai_based_profiile_building_support: Flag,
  position: z.number().optional(),
  status: PackageStatus.optional(),
});
export type AdminPackageCreateBody = z.infer<typeof AdminPackageCreateBody>;

/** PATCH /admin/packages/{id}: any of the settings, or Active / Inactive. */
export const AdminPackageUpdateBody = AdminPackageCreateBody.partial();
export type AdminPackageUpdateBody = z.infer<typeof AdminPackageUpdateBody>;

/** A coupon's kind: a percentage off, or a fixed amount off (in the package's currency). */
const CouponKind = z.enum(['PERCENT', 'AMOUNT']);

/** A coupon code typed at the order page (upper-cased). used_count counts paid orders; read-only. */
export const AdminCoupon = z.object({
  id: Id,
  code: z.string(),
  kind: CouponKind,
  value: z.number(),
  expires_at: Timestamp.nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponsResponse = pageOf(AdminCoupon);
export const AdminCouponResponse = dataOf(AdminCoupon);

/** POST /admin/coupons (expires_at and usage_limit null: never / no limit). */
export const AdminCouponCreateBody = z.object({
  code: z.string(),
  kind: CouponKind,
  value: z.number(),
  expires_at: z.string().nullable().optional(),
  usage_limit: z.number().nullable().optional(),
});
export type AdminCouponCreateBody = z.infer<typeof AdminCouponCreateBody>;

/** PATCH /admin/coupons/{id}. */
export const AdminCouponUpdateBody = AdminCouponCreateBody.partial();
export type AdminCouponUpdateBody = z.infer<typeof AdminCouponUpdateBody>;
