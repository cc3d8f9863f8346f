import { PartnerCreateBody, PartnerTokenBody, PartnerUpdateBody } from '@modkit/sdk/contract';
import { isValidEmail } from '@modkit/sdk/rules';
import type { Request, Router } from 'express';
import { signAccessToken } from '../auth/tokens';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { requireAuth, requireRole } from '../http/authenticate';
import { notFound, unauthorized, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { provisionLtiUser } from '../services/lti-provisioning';
import {
  newPartnerKey,
  PARTNER_TOKEN_TTL_SECONDS,
  type PartnerRow,
  partnerOfKey,
  toPartner,
} from '../services/partners';

const ORIGIN = /^https?:\/\/[^/\s?#]+$/;

/** Checks the settings an administrator sends; `partial` for an update. Answers the row's columns. */
async function partnerFields(ctx: ApiContext, body: PartnerUpdateBody, partial: boolean) {
  const errors: Record<string, string> = {};
  const fields: Partial<Pick<PartnerRow, 'name' | 'origins' | 'package_name' | 'status'>> = {};
  if (body.name !== undefined || !partial) {
    const name = body.name?.trim() ?? '';
    if (!name || name.length > 200) errors.name = 'Name is Required (at most 200 characters).';
    else fields.name = name;
  }
  if (body.origins !== undefined || !partial) {
    const origins = [...new Set((body.origins ?? []).map((o) => o.trim().replace(/\/+$/, '')))];
    const bad = origins.filter((o) => !ORIGIN.test(o) || new URL(o).origin !== o.toLowerCase());
    if (!origins.length || origins.length > 20 || bad.length)
      errors.origins = `Give 1 to 20 origins such as https://partner.example.org${bad.length ? ` (not an origin: ${bad.join(', ')})` : ''}.`;
    else fields.origins = JSON.stringify(origins);
  }
  if (body.package_name !== undefined || !partial) {
    const pkg = body.package_name
      ? await ctx.db
          .selectFrom('packages')
          .select('name')
          .where('name', '=', body.package_name)
          .executeTakeFirst()
      : undefined;
    if (!pkg) errors.package_name = 'Choose one of the packages.';
    else fields.package_name = pkg.name;
  }
  if (body.status !== undefined) fields.status = body.status;
  if (Object.keys(errors).length) throw validationError(errors);
  return fields;
}

const bearer = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Partner sites: the partner's server exchanges its key and its own user id for a short-lived widget
 * token; administrators register partners, change their origins and package, disable them and rotate keys.
 */
export function registerPartnerRoutes(router: Router, ctx: ApiContext): void {
  const admin = [requireAuth(ctx), requireRole('ADMIN', 'SUPER_ADMIN')];

  router.post('/partner/tokens', async (req, res) => {
    const partner = await partnerOfKey(ctx, bearer(req));
    if (!partner) throw unauthorized();
    const body = parseWith(PartnerTokenBody, req.body ?? {});
    const externalId = body.user_id.trim();
    const errors: Record<string, string> = {};
    if (!externalId || externalId.length > 200)
      errors.user_id = 'user_id is Required (at most 200 characters).';
    const email = body.email?.trim().toLowerCase();
    if (email && !isValidEmail(email)) errors.email = 'email must be an e-mail address.';
    if (Object.keys(errors).length) throw validationError(errors);
    // The partner's user is found by (partner, its id), never by e-mail: a partner could claim any address.
    const { userId } = await provisionLtiUser(ctx, {
      issuer: `partner:${partner.id}`,
      subject: externalId,
      role: 'STUDENT',
      email,
      givenName: body.first_name?.slice(0, 100),
      familyName: body.last_name?.slice(0, 100),
      placeholderName: { first: 'Learner', last: '' },
      learnerPackage: partner.package_name,
    });
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'role', 'token_version'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const ttl = Math.min(PARTNER_TOKEN_TTL_SECONDS, Math.max(60, ctx.config.partnerTokenTtlSeconds));
    const token = await signAccessToken(ctx.signingKey, user, ttl, partner.id);
    const expiresAt = new Date(ctx.now() + ttl * 1000).toISOString();
    res.json({ data: { token, expires_at: expiresAt, user_id: userId } });
  });

  router.get('/admin/partners', ...admin, async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 50);
    const [rows, count] = await Promise.all([
      ctx.db.selectFrom('partners').selectAll().orderBy('id').limit(limit).offset(offset).execute(),
      ctx.db
        .selectFrom('partners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows.map(toPartner), Number(count.n), page, limit));
  });

  router.post('/admin/partners', ...admin, async (req, res) => {
    const fields = await partnerFields(ctx, parseWith(PartnerCreateBody, req.body ?? {}), false);
    const { key, hash, hint } = newPartnerKey();
    const now = isoNow(ctx.now);
    const row = await ctx.db
      .insertInto('partners')
      .values({
        name: fields.name!,
        origins: fields.origins!,
        package_name: fields.package_name!,
        status: 'ACTIVE',
        key_hash: hash,
        key_hint: hint,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    ctx.partners.forget();
    res.status(201).json({ data: { partner: toPartner(row), key } });
  });

  router.patch('/admin/partners/:id', ...admin, async (req, res) => {
    const fields = await partnerFields(ctx, parseWith(PartnerUpdateBody, req.body ?? {}), true);
    const row = await ctx.db
      .updateTable('partners')
      .set({ ...fields, updated_at: isoNow(ctx.now) })
      .where('id', '=', idParam(req.params.id))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    ctx.partners.forget();
    res.json({ data: toPartner(row) });
  });

  router.post('/admin/partners/:id/key', ...admin, async (req, res) => {
    const { key, hash, hint } = newPartnerKey();
    const row = await ctx.db
      .updateTable('partners')
      .set({ key_hash: hash, key_hint: hint, updated_at: isoNow(ctx.now) })
      .where('id', '=', idParam(req.params.id))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    res.json({ data: { partner: toPartner(row), key } });
  });
}
