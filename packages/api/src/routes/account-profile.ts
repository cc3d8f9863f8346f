import {
  normalizeCountryCode,
  PROFILE_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  validateProfile,
} from '@modkit/sdk/rules';
import type { Router } from 'express';
import type { Updateable } from 'kysely';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import type { UsersTable } from '../db/schema';
import { currentUser, requireAuth } from '../http/authenticate';
import { assertValid, validationError } from '../http/http-error';
import { optionalId } from '../http/params';
import { incomingDirFor, multipart } from '../http/uploads';
import { toSessionUser } from '../serializers/session-user';
import { emailTakenOnConflict, mailNewEmailVerification, newEmailOf } from '../services/email-change';
import { detectAllowedType, IMAGE_EXTENSIONS } from '../services/upload-types';

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
export const PHOTO_TYPE_MESSAGE = 'The photo must be a PNG, JPEG, GIF or WebP image.';

function list(body: Record<string, unknown>, key: string): string[] | undefined {
  const value = body[`${key}[]`] ?? body[key];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/**
 * GET and PATCH /users/profile (multipart; photo ≤ 10 MB; interests as sub-category ids; a new e-mail is
 * verified again).
 */
export function registerAccountProfileRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  const upload = multipart(incomingDirFor(ctx.config.dataDir), {
    field: 'media',
    maxFileBytes: PROFILE_PHOTO_MAX_BYTES,
    fields: 60,
    fieldSize: 16 * 1024,
  });

  router.get('/users/profile', auth, async (_req, res) => {
    res.json({ data: await toSessionUser(ctx, currentUser(res)) });
  });

  router.patch('/users/profile', auth, upload, async (req, res) => {
    const user = currentUser(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const today = isoNow(ctx.now).slice(0, 10);
    assertValid(validateProfile(body, today, { full: false }));
    const changes: Updateable<UsersTable> = {};
    for (const field of TEXT_FIELDS) {
      if (typeof body[field] === 'string') {
        const value = (body[field] as string).trim().slice(0, 2000);
        (changes as Record<string, string | null>)[field] =
          field === 'gender' ? value.toUpperCase() || null : value || null;
      }
    }
    if (typeof body.first_name === 'string') changes.first_name = body.first_name.trim();
    if (typeof body.last_name === 'string') changes.last_name = body.last_name.trim();
    const newEmail = await newEmailOf(ctx, user, body.email);
    if (newEmail) Object.assign(changes, { email: newEmail, verified: 0 });
    if (typeof body.phone === 'string') {
      const digits = body.phone.replace(/^\+?\d+-/, '').replace(/\D/g, '');
      const code = normalizeCountryCode(typeof body.country_code === 'string' ? body.country_code : '');
      changes.phone = digits ? `${code}-${digits}` : null;
      changes.country_code = digits ? code : null;
    }
    const universities = list(body, 'university_aspire');
    if (universities)
      changes.university_aspire = JSON.stringify(
        universities
          .map((u) => u.trim())
          .filter(Boolean)
          .slice(0, 20),
      );
    // One empty item is an empty list (the SDK's way to clear it over multipart).
    // Ids within the database's integer range (a larger number is refused, never a database error).
    const interestIds = list(body, 'user_interest')
      ?.filter((v) => v !== '')
      .map((v) => optionalId(v) ?? Number.NaN);
    if (interestIds?.some((id) => !Number.isInteger(id) || id <= 0)) {
      throw validationError({ user_interest: 'Interests must be topic ids.' });
    }
    // The content decides, not the declared type: an SVG or HTML file sent as image/png is refused.
    const type = req.file ? await detectAllowedType(req.file.path, IMAGE_EXTENSIONS) : undefined;
    if (req.file && !type) throw validationError({ media: PHOTO_TYPE_MESSAGE });

    const photo =
      req.file && type ? await ctx.storage.putFile('avatars', `photo.${type.ext}`, req.file.path) : undefined;
    if (photo) changes.media_path = photo;
    const now = isoNow(ctx.now);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', user.id)
        .execute()
        .catch(emailTakenOnConflict);
      if (interestIds) {
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
        await trx.deleteFrom('user_interests').where('user_id', '=', user.id).execute();
        if (unique.length)
          await trx
            .insertInto('user_interests')
            .values(unique.map((category_id) => ({ user_id: user.id, category_id })))
            .execute();
      }
    });
    if (newEmail) await mailNewEmailVerification(ctx, user.id, newEmail);
    const updated = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    res.json({ data: await toSessionUser(ctx, updated), message: PROFILE_MESSAGES.saved });
  });
}
