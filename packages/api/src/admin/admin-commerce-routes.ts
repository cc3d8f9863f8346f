/**
 * Packages and coupons (admin console): every package, active or not, and every coupon; created and changed
 * here, never deleted (a package is made Inactive: it leaves GET /packages and its subscribers keep it).
 */
import { COUPON_MESSAGES, couponFieldErrors, PACKAGE_MESSAGES, packageFieldErrors } from '@modkit/sdk/admin';
import {
  AdminCouponCreateBody,
  AdminCouponUpdateBody,
  AdminPackageCreateBody,
  AdminPackageUpdateBody,
} from '@modkit/sdk/contract';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { assertValid, notFound } from '../http/http-error';
import { idParam } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { pagedList } from '../http/paged-list';
import {
  adminCouponsPage,
  type CouponRow,
  couponColumns,
  insertCoupon,
  toAdminCoupon,
  updateCoupon,
} from './admin-coupons';
import {
  adminPackagesPage,
  assertNameFree,
  insertPackage,
  packageColumns,
  subscribersOf,
  toAdminPackage,
  updatePackage,
} from './admin-packages';

const body = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

export const listAllPackages = (ctx: ApiContext) =>
  pagedList(100, (window) => adminPackagesPage(ctx, window));

export const createPackage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const raw = body(req.body);
    assertValid(packageFieldErrors(raw, false));
    const cols = packageColumns(parseWith(AdminPackageCreateBody, raw));
    await assertNameFree(ctx, cols.name!);
    const row = await insertPackage(ctx, cols);
    res.status(201).json({ data: toAdminPackage(row, 0) });
  };

export const changePackage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    const raw = body(req.body);
    const existing = await ctx.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound();
    const errors = packageFieldErrors(raw, true);
    if (existing.is_free === 1 && raw.price !== undefined && raw.price !== 0 && !errors.price)
      errors.price = PACKAGE_MESSAGES.freeStaysFree;
    assertValid(errors);
    const cols = packageColumns(parseWith(AdminPackageUpdateBody, raw));
    if (cols.name !== undefined) await assertNameFree(ctx, cols.name, id);
    const row = Object.keys(cols).length ? await updatePackage(ctx, id, cols) : existing;
    const subscribers = await subscribersOf(ctx, [id]);
    res.json({ data: toAdminPackage(row, subscribers.get(id) ?? 0) });
  };

export const listCoupons = (ctx: ApiContext) => pagedList(100, (window) => adminCouponsPage(ctx, window));

export const createCoupon =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const raw = body(req.body);
    assertValid(couponFieldErrors(raw, false));
    const row = await insertCoupon(ctx, parseWith(AdminCouponCreateBody, raw));
    res.status(201).json({ data: toAdminCoupon(row) });
  };

/** The field errors of a coupon update; the value is checked against the kind it will have. */
function couponUpdateErrors(raw: Record<string, unknown>, existing: CouponRow) {
  const errors = couponFieldErrors(
    raw.value !== undefined || raw.kind !== undefined
      ? { kind: existing.kind, value: existing.value, ...raw }
      : raw,
    true,
  );
  if (
    typeof raw.usage_limit === 'number' &&
    !errors.usage_limit &&
    raw.usage_limit < Number(existing.used_count)
  )
    errors.usage_limit = COUPON_MESSAGES.usage_below_used;
  return errors;
}

export const changeCoupon =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    const raw = body(req.body);
    const existing = await ctx.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound();
    assertValid(couponUpdateErrors(raw, existing));
    const cols = await couponColumns(ctx, id, parseWith(AdminCouponUpdateBody, raw));
    const row = Object.keys(cols).length ? await updateCoupon(ctx, id, cols) : existing;
    res.json({ data: toAdminCoupon(row) });
  };
