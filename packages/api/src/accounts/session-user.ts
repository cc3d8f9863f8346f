import { isProvisionedAddress } from '@modkit/sdk/rules';
import { findActivePackage, type PackageRow } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';

/** A package as the wire shows it (part 1 §3 "Package"): prices[0] with the currency. */
export function toPackage(p: PackageRow) {
  return {
    id: p.id,
    name: p.name,
    is_free: p.is_free,
    prices: [{ price: p.price, currency: { id: p.currency_code, symbol: p.currency_symbol } }],
    number_of_accessable_module: p.number_of_accessable_module,
    can_access_to_project: p.can_access_to_project,
    can_submit_project: p.can_submit_project,
    ai_guided_recommendation: p.ai_guided_recommendation,
    can_access_collection: p.can_access_collection,
    ai_based_profiile_building_support: p.ai_based_profiile_building_support,
    number_of_session: p.number_of_session,
    duration: p.duration_days,
    duration_in_humanize: p.duration_in_humanize,
    status: p.status,
  };
}

function parseList(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * An LMS's or partner's account (its address a placeholder): the address its school sent and who sent it,
 * shown as such and claimable (issue 43); null for an account with an address of its own.
 */
function schoolAddressOf(user: UserRow) {
  if (!isProvisionedAddress(user.email) || !user.contact_email) return null;
  return { email: user.contact_email, from: user.contact_email_source };
}

/**
 * The signed-in user (`auth.user.data`, part 1 §3): profile fields, role, interests, package with
 * remaining modules, the mentor allowance and the organisation. Never the password hash.
 */
export async function toSessionUser(ctx: ApiContext, user: UserRow) {
  const now = isoNow(ctx.now);
  const [interests, active, organization, viewedCount] = await Promise.all([
    ctx.db
      .selectFrom('user_interests')
      .innerJoin('categories', 'categories.id', 'user_interests.category_id')
      .select(['categories.id', 'categories.name'])
      .where('user_interests.user_id', '=', user.id)
      .orderBy('categories.name')
      .execute(),
    findActivePackage(ctx.db, user.id, now),
    user.organization_id
      ? ctx.db
          .selectFrom('organizations')
          .select(['id', 'name'])
          .where('id', '=', user.organization_id)
          .executeTakeFirst()
      : undefined,
    ctx.db
      .selectFrom('user_modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const remaining =
    user.role === 'STUDENT'
      ? (active?.userPackage.remaining_modules ?? 0)
      : user.allowed_modules === -1
        ? -1
        : Math.max(0, user.allowed_modules - Number(viewedCount.n));
  return {
    id: user.id,
    full_name: fullName,
    name: fullName,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    country_code: user.country_code,
    gender: user.gender,
    dob: user.dob,
    media: user.media_path ? { path: user.media_path } : null,
    verified: user.verified === 1,
    status: user.status,
    roles: [{ type: user.role }],
    user_type: user.role,
    where_do_you_here_about_us: user.where_do_you_here_about_us,
    current_school_uni: user.current_school_uni,
    grade_level: user.grade_level,
    higest_degree: user.higest_degree,
    field_of_study: user.field_of_study,
    university_aspire: parseList(user.university_aspire),
    i_am_here_as: user.i_am_here_as,
    career_aspiration: user.career_aspiration,
    about: user.about,
    language: user.language,
    profile_link: user.profile_link,
    organization: organization ? { id: organization.id, name: organization.name } : null,
    created_at: user.created_at,
    user_interest: interests,
    meta: {
      location: user.library_id !== null,
      allowed_modules: user.allowed_modules,
      max_invites: user.max_invites,
    },
    userpackages: active
      ? {
          id: active.userPackage.id,
          status: active.userPackage.status,
          remaining_modules: active.userPackage.remaining_modules,
          remaining_session: active.userPackage.remaining_session,
          purchase_package_expiry_date: active.userPackage.purchase_package_expiry_date,
          packages: toPackage(active.package),
        }
      : null,
    modulesViewedAndRemaining: { remaining_module: remaining },
    school_address: schoolAddressOf(user),
  };
}
