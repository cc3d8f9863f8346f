import { normalizeCountryCode } from '@modkit/sdk/rules';
import type { Updateable } from 'kysely';
import type { ApiContext } from '../config/context';
import type { UsersTable } from '../db/schema';
import type { UserRow } from '../http/guards/authenticate';
import { validationError } from '../http/http-error';
import { optionalId } from '../http/input/params';
import { emailTakenOnConflict, newEmailOf } from './email-change';

/** What a profile form changes (PATCH /users/profile), read from its fields, and saving it. */

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'dob',
  'where_do_you_here_about_us',
  'current_school_uni',
  'grade_level',
  'higest_degree',
  'field_of_study',
  'i_am_here_as',
  'career_aspiration',
  'about',
] as const;

type Body = Record<string, unknown>;
export type ProfileChanges = Updateable<UsersTable>;

function list(body: Body, key: string): string[] | undefined {
  const value = body[`${key}[]`] ?? body[key];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

function textChanges(body: Body): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of TEXT_FIELDS) {
    if (typeof body[field] === 'string') {
      const value = (body[field] as string).trim().slice(0, 2000);
      (changes as Record<string, string | null>)[field] =
        field === 'gender' ? value.toUpperCase() || null : value || null;
    }
  }
  if (typeof body.first_name === 'string') changes.first_name = body.first_name.trim();
  if (typeof body.last_name === 'string') changes.last_name = body.last_name.trim();
  return changes;
}

function phoneChanges(body: Body): ProfileChanges {
  if (typeof body.phone !== 'string') return {};
  const digits = body.phone.replace(/^\+?\d+-/, '').replace(/\D/g, '');
  const code = normalizeCountryCode(typeof body.country_code === 'string' ? body.country_code : '');
  return { phone: digits ? `${code}-${digits}` : null, country_code: digits ? code : null };
}

function universityChanges(body: Body): ProfileChanges {
  const universities = list(body, 'university_aspire');
  if (!universities) return {};
  return {
    university_aspire: JSON.stringify(
      universities
        .map((u) => u.trim())
        .filter(Boolean)
        .slice(0, 20),
    ),
  };
}

/** The language chosen (validated by the profile rule): '' clears the choice. */
function languageChanges(body: Body): ProfileChanges {
  if (typeof body.language !== 'string') return {};
  return { language: body.language || null };
}

/** The columns a profile form changes, and the new e-mail when it names one (to be verified again). */
export async function profileChanges(ctx: ApiContext, user: UserRow, body: Body) {
  const changes = textChanges(body);
  const newEmail = await newEmailOf(ctx, user, body.email);
  if (newEmail) Object.assign(changes, { email: newEmail, verified: 0 });
  Object.assign(changes, phoneChanges(body), universityChanges(body), languageChanges(body));
  return { changes, newEmail };
}

/**
 * The interests a profile form sets (sub-category ids), or undefined when it leaves them. One empty item
 * is an empty list (the SDK's way to clear it over multipart). Ids within the database's integer range (a
 * larger number is refused, never a database error).
 */
export function interestIdsOf(body: Body): number[] | undefined {
  const interestIds = list(body, 'user_interest')
    ?.filter((v) => v !== '')
    .map((v) => optionalId(v) ?? Number.NaN);
  if (interestIds?.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw validationError({ user_interest: 'Interests must be topic ids.' });
  }
  return interestIds;
}

/** Saves the changes and the interests (when given) in one transaction; unknown topic ids are refused. */
export async function saveProfile(
  ctx: ApiContext,
  userId: number,
  changes: ProfileChanges,
  interestIds: number[] | undefined,
  now: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', userId)
      .execute()
      .catch(emailTakenOnConflict);
    if (!interestIds) return;
    const unique = [...new Set(interestIds)];
    const known = unique.length
      ? await trx
          .selectFrom('categories')
          .select('id')
          .where('id', 'in', unique)
          .where('parent_id', 'is not', null)
          .execute()
      : [];
    if (known.length !== unique.length)
      throw validationError({ user_interest: 'Interests must be topic ids.' });
    await trx.deleteFrom('user_interests').where('user_id', '=', userId).execute();
    if (unique.length)
      await trx
        .insertInto('user_interests')
        .values(unique.map((category_id) => ({ user_id: userId, category_id })))
        .execute();
  });
}
