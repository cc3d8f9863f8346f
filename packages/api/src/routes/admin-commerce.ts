import {
  COUPON_MESSAGES,
  couponExpiry,
  couponFieldErrors,
  currencySymbolOf,
  durationInHumanize,
  normalCouponCode,
  PACKAGE_MESSAGES,
  packageFieldErrors,
} from '@modkit/sdk/admin';
import {
  AdminCouponCreateBody,
  AdminCouponUpdateBody,
  AdminPackageCreateBody,
  AdminPackageUpdateBody,
} from '@modkit/sdk/contract';
import type { Router } from 'express';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../context';
import type { CouponsTable, PackagesTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { requireAuth, requireRole } from '../http/authenticate';
import { assertValid, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';

type PackageRow = Selectable<PackagesTable>;
type CouponRow = Selectable<CouponsTable>;

const body = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

const toAdminPackage = (p: PackageRow, subscribers: number) => ({ ...p, subscribers });
const toAdminCoupon = (c: CouponRow) => ({ ...c, used_count: Number(c.used_count) });

/** Learners whose active subscription is each of these packages. */
async function subscribersOf(ctx: ApiContext, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .selectFrom('user_packages')
    .select(['package_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'ACTIVE')
    .where('package_id', 'in', ids)
    .groupBy('package_id')
    .execute();
  return new Map(rows.map((r) => [r.package_id, Number(r.n)]));
}

/** Refuses a name another package has (names are compared without case: FREE and Free are one). */
async function assertNameFree(ctx: ApiContext, name: string, exceptId?: number) {
  let query = ctx.db
    .selectFrom('packages')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw validationError({ name: PACKAGE_MESSAGES.nameTaken });
}

async function assertCodeFree(ctx: ApiContext, code: string, exceptId?: number) {
  let query = ctx.db.selectFrom('coupons').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw validationError({ code: COUPON_MESSAGES.codeTaken });
}

/** Runs a write; a unique key that refuses it (two administrators at once) is the field's message. */
async function uniquely<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ [field]: message });
    throw error;
  }
}

/** The package columns a (checked) body sets; currency upper-cased, symbol and wording derived when left out. */
function packageColumns(b: AdminPackageUpdateBody): Partial<PackageRow> {
  const cols: Partial<PackageRow> = {};
  if (b.name !== undefined) cols.name = b.name.trim();
  if (b.price !== undefined) cols.price = Math.round(b.price * 100) / 100;
  if (b.currency_code !== undefined) {
    cols.currency_code = b.currency_code.trim().toUpperCase();
    cols.currency_symbol = b.currency_symbol?.trim() || currencySymbolOf(cols.currency_code);
  }
  if (b.duration_days !== undefined) {
    cols.duration_days = b.duration_days;
    cols.duration_in_humanize = b.duration_in_humanize?.trim() || durationInHumanize(b.duration_days);
  } else if (b.duration_in_humanize?.trim()) cols.duration_in_humanize = b.duration_in_humanize.trim();
  for (const key of [
    'number_of_accessable_module',
    'number_of_session',
    'can_access_to_project',
    'can_submit_project',
    'ai_guided_recommendation',
    'can_access_collection',
    'ai_based_profiile_building_support',
    'position',
  ] as const) {
    if (b[key] !== undefined) cols[key] = b[key];
  }
  if (b.status !== undefined) cols.status = b.status;
  return cols;
}

/**
 * Packages and coupons (admin console): every package, active or not, and every coupon; created and changed
 * here, never deleted (a package is made Inactive: it leaves GET /packages and its subscribers keep it).
 */
export function registerAdminCommerceRoutes(router: Router, ctx: ApiContext): void {
  const admin = [requireAuth(ctx), requireRole('ADMIN', 'SUPER_ADMIN')];

  router.get('/admin/packages', ...admin, async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 100);
    const [rows, count] = await Promise.all([
      ctx.db
        .selectFrom('packages')
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      ctx.db
        .selectFrom('packages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const subscribers = await subscribersOf(
      ctx,
      rows.map((r) => r.id),
    );
    res.json(
      paged(
        rows.map((r) => toAdminPackage(r, subscribers.get(r.id) ?? 0)),
        Number(count.n),
        page,
        limit,
      ),
    );
  });

  router.post('/admin/packages', ...admin, async (req, res) => {
    const raw = body(req.body);
    assertValid(packageFieldErrors(raw, false));
    const b = parseWith(AdminPackageCreateBody, raw);
    const cols = packageColumns(b);
    await assertNameFree(ctx, cols.name!);
    const last = await ctx.db
      .selectFrom('packages')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst();
    const row = await uniquely(
      () =>
        ctx.db
          .insertInto('packages')
          .values({
            name: cols.name!,
            is_free: 0,
            price: cols.price!,
            currency_code: cols.currency_code!,
            currency_symbol: cols.currency_symbol!,
            number_of_accessable_module: cols.number_of_accessable_module!,
            can_access_to_project: cols.can_access_to_project ?? cols.can_submit_project ?? 0,
            can_submit_project: cols.can_submit_project ?? 0,
            ai_guided_recommendation: cols.ai_guided_recommendation ?? 0,
            can_access_collection: cols.can_access_collection ?? 0,
            ai_based_profiile_building_support: cols.ai_based_profiile_building_support ?? 0,
            number_of_session: cols.number_of_session!,
            duration_days: cols.duration_days!,
            duration_in_humanize: cols.duration_in_humanize!,
            status: cols.status ?? 'Active',
            position: cols.position ?? Number(last?.p ?? 0) + 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      'name',
      PACKAGE_MESSAGES.nameTaken,
    );
    res.status(201).json({ data: toAdminPackage(row, 0) });
  });

  router.patch('/admin/packages/:id', ...admin, async (req, res) => {
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
    const row = Object.keys(cols).length
      ? await uniquely(
          () =>
            ctx.db
              .updateTable('packages')
              .set(cols)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          'name',
          PACKAGE_MESSAGES.nameTaken,
        )
      : existing;
    const subscribers = await subscribersOf(ctx, [id]);
    res.json({ data: toAdminPackage(row, subscribers.get(id) ?? 0) });
  });

  router.get('/admin/coupons', ...admin, async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 100);
    const [rows, count] = await Promise.all([
      ctx.db.selectFrom('coupons').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      ctx.db
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows.map(toAdminCoupon), Number(count.n), page, limit));
  });

  router.post('/admin/coupons', ...admin, async (req, res) => {
    const raw = body(req.body);
    assertValid(couponFieldErrors(raw, false));
    const b = parseWith(AdminCouponCreateBody, raw);
    const code = normalCouponCode(b.code);
    await assertCodeFree(ctx, code);
    const row = await uniquely(
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
    res.status(201).json({ data: toAdminCoupon(row) });
  });

  router.patch('/admin/coupons/:id', ...admin, async (req, res) => {
    const id = idParam(req.params.id);
    const raw = body(req.body);
    const existing = await ctx.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound();
    // The value is checked against the kind it will have (a new one, or the stored one).
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
    assertValid(errors);
    const b = parseWith(AdminCouponUpdateBody, raw);
    const cols: Partial<CouponRow> = {};
    if (b.code !== undefined) {
      cols.code = normalCouponCode(b.code);
      await assertCodeFree(ctx, cols.code, id);
    }
    if (b.kind !== undefined) cols.kind = b.kind;
    if (b.value !== undefined) cols.value = b.value;
    if (b.expires_at !== undefined) cols.expires_at = couponExpiry(b.expires_at);
    if (b.usage_limit !== undefined) cols.usage_limit = b.usage_limit;
    const row = Object.keys(cols).length
      ? await uniquely(
          () =>
            ctx.db
              .updateTable('coupons')
              .set(cols)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          'code',
          COUPON_MESSAGES.codeTaken,
        )
      : existing;
    res.json({ data: toAdminCoupon(row) });
  });
}
