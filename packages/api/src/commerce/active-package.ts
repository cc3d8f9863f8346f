import type { Kysely, Selectable } from 'kysely';
import type { Database, PackagesTable, UserPackagesTable } from '../db/schema';

export type PackageRow = Selectable<PackagesTable>;
export type UserPackageRow = Selectable<UserPackagesTable>;

export interface ActivePackage {
  userPackage: UserPackageRow;
  package: PackageRow;
}

/**
 * The user's current subscription: the newest ACTIVE user_package whose expiry is not past,
 * with its package. Null for users without one (mentors, admins, expired learners).
 */
export async function findActivePackage(
  db: Kysely<Database>,
  userId: number,
  nowIso: string,
): Promise<ActivePackage | null> {
  const userPackage = await db
    .selectFrom('user_packages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb('purchase_package_expiry_date', 'is', null),
        eb('purchase_package_expiry_date', '>', nowIso),
      ]),
    )
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!userPackage) return null;
  const pkg = await db
    .selectFrom('packages')
    .selectAll()
    .where('id', '=', userPackage.package_id)
    .executeTakeFirst();
  return pkg ? { userPackage, package: pkg } : null;
}
