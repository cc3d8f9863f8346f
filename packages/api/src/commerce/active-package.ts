import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, PackagesTable, UserPackagesTable } from '../db/schema';

export type PackageRow = Selectable<PackagesTable>;
type UserPackageRow = Selectable<UserPackagesTable>;

export interface ActivePackage {
  userPackage: UserPackageRow;
  package: PackageRow;
}

/**
 * Whether a user_packages row is current at `nowIso`: ACTIVE and its expiry not past (none: no expiry). A user's
 * current package is the newest such row (order by id, descending). Usable in any query that has the table.
 */
export function isCurrentUserPackage(eb: ExpressionBuilder<Database, 'user_packages'>, nowIso: string) {
  const { and, or } = eb;
  return and([
    eb('user_packages.status', '=', 'ACTIVE'),
    or([
      eb('user_packages.purchase_package_expiry_date', 'is', null),
      eb('user_packages.purchase_package_expiry_date', '>', nowIso),
    ]),
  ]);
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
    .where((eb) => isCurrentUserPackage(eb, nowIso))
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
