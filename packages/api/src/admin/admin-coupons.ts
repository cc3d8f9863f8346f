import { COUPON_MESSAGES, couponExpiry, normalCouponCode } from '@modkit/sdk/admin';
import type { AdminCouponCreateBody, AdminCouponUpdateBody } from '@modkit/sdk/contract';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import type { CouponsTable } from '../db/schema';
import { validationError } from '../http/http-error';
import { uniquely } from './unique-write';

export type CouponRow = Selectable<CouponsTable>;

/** A coupon as the admin console shows it (its use count a number). */
export const toAdminCoupon = (c: CouponRow) => ({ ...c, used_count: Number(c.used_count) });

/** One page of every coupon, newest first. */
export async function adminCouponsPage(ctx: ApiContext, window: PageWindow) {
  const query = ctx.db.selectFrom('coupons');
  const { rows, total } = await pageAndTotal(query, window, (filtered) =>
    filtered.selectAll().orderBy('id', 'desc'),
  );
  return { results: rows.map(toAdminCoupon), total };
}

/** Refuses a code another coupon has. */
async function assertCodeFree(ctx: ApiContext, code: string, exceptId?: number): Promise<void> {
  let query = ctx.db.selectFrom('coupons').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw validationError({ code: COUPON_MESSAGES.codeTaken });
}

/** Creates a coupon from a checked body (its code normalised and free). */
export async function insertCoupon(ctx: ApiContext, b: AdminCouponCreateBody): Promise<CouponRow> {
  const code = normalCouponCode(b.code);
  await assertCodeFree(ctx, code);
  return uniquely(
    () =>
      ctx.db
        .insertInto('coupons')
        .values({
          code,
          kind: b.kind,
          value: b.value,
          expires_at: couponExpiry(b.expires_at),
          usage_limit: b.usage_limit ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    'code',
    COUPON_MESSAGES.codeTaken,
  );
}

/** The coupon columns a checked update body sets (a new code must be free). */
export async function couponColumns(ctx: ApiContext, id: number, b: AdminCouponUpdateBody) {
  const cols: Partial<CouponRow> = {};
  if (b.code !== undefined) {
    cols.code = normalCouponCode(b.code);
    await assertCodeFree(ctx, cols.code, id);
  }
  if (b.kind !== undefined) cols.kind = b.kind;
  if (b.value !== undefined) cols.value = b.value;
  if (b.expires_at !== undefined) cols.expires_at = couponExpiry(b.expires_at);
  if (b.usage_limit !== undefined) cols.usage_limit = b.usage_limit;
  return cols;
}

/** Changes a coupon's columns; answers the changed row. */
export const updateCoupon = (ctx: ApiContext, id: number, cols: Partial<CouponRow>): Promise<CouponRow> =>
  uniquely(
    () =>
      ctx.db.updateTable('coupons').set(cols).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    'code',
    COUPON_MESSAGES.codeTaken,
  );
