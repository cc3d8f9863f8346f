import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One package held by a user: its allowance left, when it ends and the order that paid for it. */
export interface PackageGrant {
  userId: number;
  packageId: number;
  remainingModules: number;
  remainingSessions: number;
  createdAt: string;
  /** ACTIVE unless told (the demo history records packages held before). */
  status?: 'ACTIVE' | 'EXPIRED';
  expiresAt?: string | null;
  orderId?: number | null;
}

/** A package as sold: the allowance a new grant starts with. */
export interface GrantablePackage {
  id: number;
  number_of_accessable_module: number;
  number_of_session: number;
}

/** The grant of a package with its full allowance (signup, LMS provisioning, a paid order). */
export function fullGrant(
  userId: number,
  pkg: GrantablePackage,
  createdAt: string,
  extra: Pick<PackageGrant, 'expiresAt' | 'orderId'> = {},
): PackageGrant {
  return {
    userId,
    packageId: pkg.id,
    remainingModules: pkg.number_of_accessable_module,
    remainingSessions: pkg.number_of_session,
    createdAt,
    ...extra,
  };
}

/** Records packages held by users (one `user_packages` row each); the only writer of new rows. */
export async function grantPackage(
  db: Kysely<Database>,
  grants: PackageGrant | PackageGrant[],
): Promise<void> {
  const list = Array.isArray(grants) ? grants : [grants];
  if (list.length === 0) return;
  await db
    .insertInto('user_packages')
    .values(
      list.map((g) => ({
        user_id: g.userId,
        package_id: g.packageId,
        status: g.status ?? 'ACTIVE',
        remaining_modules: g.remainingModules,
        remaining_session: g.remainingSessions,
        purchase_package_expiry_date: g.expiresAt ?? null,
        order_id: g.orderId ?? null,
        created_at: g.createdAt,
      })),
    )
    .execute();
}
