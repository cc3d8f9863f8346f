import type { Kysely } from 'kysely';
import { findActivePackage } from '../commerce/active-package';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/guards/authenticate';

/** A learner or mentee as mentors see them (part 2 §3 "Learner", "Mentor/mentee"). */
export async function toPerson(db: Kysely<Database>, user: UserRow, nowIso: string) {
  const [interests, organization, active] = await Promise.all([
    db
      .selectFrom('user_interests')
      .innerJoin('categories', 'categories.id', 'user_interests.category_id')
      .select(['categories.id', 'categories.name'])
      .where('user_interests.user_id', '=', user.id)
      .execute(),
    user.organization_id
      ? db
          .selectFrom('organizations')
          .select('name')
          .where('id', '=', user.organization_id)
          .executeTakeFirst()
      : undefined,
    user.role === 'STUDENT' ? findActivePackage(db, user.id, nowIso) : null,
  ]);
  return {
    id: user.id,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    media: user.media_path ? { path: user.media_path } : null,
    dob: user.dob,
    phone: user.phone,
    email: user.email,
    gender: user.gender,
    user_interest: interests,
    organization: organization?.name ?? null,
    status: user.status,
    userpackages: active
      ? {
          status: active.userPackage.status,
          remaining_modules: active.userPackage.remaining_modules,
          packages: { name: active.package.name },
          purchase_package_expiry_date: active.userPackage.purchase_package_expiry_date,
        }
      : null,
  };
}
