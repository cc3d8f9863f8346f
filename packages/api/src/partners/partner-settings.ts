import type { PartnerUpdateBody } from '@modkit/sdk/contract';
import { isValid } from '@modkit/sdk/rules';
import { newPartnerKey, type PartnerRow, toPartner } from '../auth/partners';
import { settleRevocations } from '../auth/revocations';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import { validationError } from '../http/http-error';

const ORIGIN = /^https?:\/\/[^/\s?#]+$/;

type PartnerFields = Partial<Pick<PartnerRow, 'name' | 'origins' | 'package_name' | 'status'>>;

function partnerName(body: PartnerUpdateBody, errors: Record<string, string>, fields: PartnerFields) {
  const name = body.name?.trim() ?? '';
  if (!name || name.length > 200) errors.name = 'Name is Required (at most 200 characters).';
  else fields.name = name;
}

function partnerOrigins(body: PartnerUpdateBody, errors: Record<string, string>, fields: PartnerFields) {
  const origins = [...new Set((body.origins ?? []).map((o) => o.trim().replace(/\/+$/, '')))];
  const bad = origins.filter((o) => !ORIGIN.test(o) || new URL(o).origin !== o.toLowerCase());
  if (!origins.length || origins.length > 20 || bad.length)
    errors.origins = `Give 1 to 20 origins such as https://partner.example.org${bad.length ? ` (not an origin: ${bad.join(', ')})` : ''}.`;
  else fields.origins = JSON.stringify(origins);
}

/** Checks the settings an administrator sends; `partial` for an update. Answers the row's columns. */
export async function partnerFields(ctx: ApiContext, body: PartnerUpdateBody, partial: boolean) {
  const errors: Record<string, string> = {};
  const fields: PartnerFields = {};
  if (body.name !== undefined || !partial) partnerName(body, errors, fields);
  if (body.origins !== undefined || !partial) partnerOrigins(body, errors, fields);
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
  if (!isValid(errors)) throw validationError(errors);
  return fields;
}

/** One page of the partners by id. */
export async function partnersPage(ctx: ApiContext, window: PageWindow) {
  const query = ctx.db.selectFrom('partners');
  const { rows, total } = await pageAndTotal(query, window, (filtered) => filtered.selectAll().orderBy('id'));
  return { results: rows.map(toPartner), total };
}

/** Registers a partner (active) from checked fields; answers the row and its key, shown this once. */
export async function insertPartner(ctx: ApiContext, fields: PartnerFields) {
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
  // Its origins and widget tokens work on every server before the answer (each had the partner list cached).
  await settleRevocations(ctx);
  return { row, key };
}

/** Changes a partner's columns; undefined when there is no such partner. */
export async function updatePartner(ctx: ApiContext, id: number, set: Partial<PartnerRow>) {
  const row = await ctx.db
    .updateTable('partners')
    .set({ ...set, updated_at: isoNow(ctx.now) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  // A disabled partner's widget tokens end on every server before the answer.
  await settleRevocations(ctx);
  return row;
}

/** Replaces a partner's key and raises its key generation (the old key's tokens end); undefined when none. */
export async function rotateKey(ctx: ApiContext, id: number, keyHash: string, keyHint: string) {
  const row = await ctx.db
    .updateTable('partners')
    .set((eb) => ({
      key_hash: keyHash,
      key_hint: keyHint,
      key_generation: eb('key_generation', '+', 1),
      updated_at: isoNow(ctx.now),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  // The old key's widget tokens end on every server before the answer.
  await settleRevocations(ctx);
  return row;
}
