import { z } from 'zod';
import { Flag, Id, Timestamp } from '../common';
import { PackageFeatures } from './package-features';

/** The four package tiers (part 1 §1). */
export const PackageTier = z.enum(['FREE', 'STARTER', 'PREMIUM', 'ELITE']);
export type PackageTier = z.infer<typeof PackageTier>;

/** A currency of a package price: `id` is the code sent when ordering, `symbol` is shown. */
export const Currency = z.object({ id: z.union([z.string(), z.number()]), symbol: z.string() });
export type Currency = z.infer<typeof Currency>;

/** One price of a package (`prices[0]` is the one shown). */
export const PackagePrice = z.object({ price: z.number(), currency: Currency });
export type PackagePrice = z.infer<typeof PackagePrice>;

/**
 * A subscription package (part 1 §3). Feature flags are 0/1 numbers; -1 in
 * `number_of_accessable_module` means unlimited.
 */
export const Package = z.object({
  id: Id,
  name: z.string(),
  is_free: Flag,
  prices: z.array(PackagePrice),
  ...PackageFeatures.shape,
  duration_in_humanize: z.string(),
  /** Duration in days (part 2 §3). */
  duration: z.number().int().nullable().optional(),
  status: z.string().nullable().optional(),
});
export type Package = z.infer<typeof Package>;

/** A user's package record (`user.userpackages`, `/users/packages`). */
export const UserPackage = z.object({
  id: Id.nullable().optional(),
  status: z.string().nullable().optional(),
  remaining_modules: z.number().int(),
  remaining_session: z.number().int().nullable().optional(),
  purchase_package_expiry_date: Timestamp.nullable().optional(),
  created_at: Timestamp.nullable().optional(),
  packages: Package,
  order: z.object({ id: Id }).nullable().optional(),
});
export type UserPackage = z.infer<typeof UserPackage>;
