/**
 * GET and PATCH /users/profile (multipart; photo ≤ 10 MB; interests as sub-category ids; a new e-mail is
 * verified again).
 */
import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES, validateProfile } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { currentUser } from '../http/guards/authenticate';
import { assertValid, validationError } from '../http/http-error';
import { incomingDirFor, multipart } from '../http/input/uploads';
import { detectAllowedType, IMAGE_EXTENSIONS } from '../storage/upload-types';
import { mailNewEmailVerification } from './email-change';
import { interestIdsOf, profileChanges, saveProfile } from './profile-changes';
import { toSessionUser } from './session-user';

const PHOTO_TYPE_MESSAGE = 'The photo must be a PNG, JPEG, GIF or WebP image.';

/** The multipart body of a profile change: its fields and at most one photo as `media`. */
export const profileForm = (ctx: ApiContext) =>
  multipart(incomingDirFor(ctx.config.dataDir), {
    field: 'media',
    maxFileBytes: PROFILE_PHOTO_MAX_BYTES,
    fields: 60,
    fieldSize: 16 * 1024,
  });

export const showProfile =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: await toSessionUser(ctx, currentUser(res)) });
  };

/** Checks an uploaded photo and moves it into storage; its path (undefined without a photo). */
async function storedPhoto(ctx: ApiContext, file: Express.Multer.File | undefined) {
  // The content decides, not the declared type: an SVG or HTML file sent as image/png is refused.
  const type = file ? await detectAllowedType(file.path, IMAGE_EXTENSIONS) : undefined;
  if (file && !type) throw validationError({ media: PHOTO_TYPE_MESSAGE });
  return file && type ? await ctx.storage.putFile('avatars', `photo.${type.ext}`, file.path) : undefined;
}

export const updateProfile =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const today = isoNow(ctx.now).slice(0, 10);
    assertValid(validateProfile(body, today, { full: false }));
    const { changes, newEmail } = await profileChanges(ctx, user, body);
    const interestIds = interestIdsOf(body);
    const photo = await storedPhoto(ctx, req.file);
    if (photo) changes.media_path = photo;
    await saveProfile(ctx, user.id, changes, interestIds, isoNow(ctx.now));
    const updated = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    // The new address's link, in the language as saved with it.
    if (newEmail) await mailNewEmailVerification(ctx, updated, newEmail);
    res.json({ data: await toSessionUser(ctx, updated), message: PROFILE_MESSAGES.saved });
  };
