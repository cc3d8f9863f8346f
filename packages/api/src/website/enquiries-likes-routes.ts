/** Contact-us, public and mentor enquiries (stored and mailed to the team), and the like pages. */
import { createHash } from 'node:crypto';
import { APP_CATALOGUE, englishTranslator, say } from '@modkit/sdk/i18n';
import {
  ENQUIRY_MESSAGES,
  likeResultTitle,
  toEnquiryTopic,
  validateContactEnquiry,
  validateMentorEnquiry,
} from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import { assertCaptcha } from '../accounts/captcha';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { currentUser } from '../http/guards/authenticate';
import { assertValid, validationError } from '../http/http-error';
import { idParam } from '../http/input/params';
import { mailTemplates } from '../messaging/mail-templates';

const ENQUIRY_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'country_code',
  'topic',
  'message',
] as const;
const MENTOR_FIELDS = ['name_of_institute', 'highest_degree', 'linkedin_profile_url'] as const;

export const enquiry =
  (ctx: ApiContext, kind: 'CONTACT' | 'MENTOR'): RequestHandler =>
  async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    assertValid(kind === 'MENTOR' ? validateMentorEnquiry(body) : validateContactEnquiry(body));
    await assertCaptcha(ctx.config, body.recaptchaResponse, req.ip);
    const fields: Record<string, string> = {};
    for (const f of [...ENQUIRY_FIELDS, ...(kind === 'MENTOR' ? MENTOR_FIELDS : [])]) {
      if (typeof body[f] === 'string') fields[f] = (body[f] as string).trim().slice(0, 5000);
    }
    fields.topic = toEnquiryTopic(fields.topic ?? '');
    await ctx.db
      .insertInto('enquiries')
      .values({
        kind,
        email: fields.email ?? '',
        fields: JSON.stringify(fields),
        created_at: isoNow(ctx.now),
      })
      .execute();
    await ctx.mail.send({
      to: ctx.config.teamAddress,
      ...mailTemplates.enquiry(ctx.config.publicUrl, kind === 'MENTOR' ? 'MENTOR' : 'GENERAL', fields),
    });
    res.status(201).json({ data: null, message: ENQUIRY_MESSAGES.thanks });
  };

/** Once per visitor: the signed-in user, else a hash of the address and browser. */
export const likeOnce =
  (ctx: ApiContext, kind: 'school-project' | 'blog', label: 'school project' | 'blog'): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    if (req.body?.ACTION !== 'LIKE') throw validationError({ ACTION: "ACTION must be 'LIKE'." });
    const signedIn = res.locals.auth ? currentUser(res) : null;
    const visitor = signedIn
      ? `user:${signedIn.id}`
      : `anon:${createHash('sha256')
          .update(`${req.ip}|${req.headers['user-agent'] ?? ''}`)
          .digest('hex')}`;
    const inserted = await ctx.db
      .insertInto('public_likes')
      .values({ kind, item_id: id, visitor, created_at: isoNow(ctx.now) })
      .onConflict((oc) => oc.columns(['kind', 'item_id', 'visitor']).doNothing())
      .returning('id')
      .executeTakeFirst();
    res.json(
      inserted
        ? { success: true, message: say(englishTranslator(APP_CATALOGUE), likeResultTitle(label, true)) }
        : { success: false, message: say(englishTranslator(APP_CATALOGUE), likeResultTitle(label, false)) },
    );
  };
