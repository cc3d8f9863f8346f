import { currencySymbolOf, durationInHumanize, PACKAGE_MESSAGES } from '@modkit/sdk/admin';
import type { AdminPackageUpdateBody } from '@modkit/sdk/contract';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import type { PackagesTable } from '../db/schema';
import { validationError } from '../http/http-error';
import { uniquely } from './unique-write';

export type PackageRow = Selectable<PackagesTable>;

/** A package as the admin console shows it: its columns and its subscriber count. */
export const toAdminPackage = (p: PackageRow, subscribers: number) => ({ ...p, subscribers });

/** Learners whose active subscription is each of these packages. */
export async function subscribersOf(ctx: ApiContext, ids: number[]): Promise<Map<number, number>> {
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

/** One page of every package, active or not, by position, each with its subscriber count. */
export async function adminPackagesPage(ctx: ApiContext, window: PageWindow) {
  const query = ctx.db.selectFrom('packages');
  const { rows, total } = await pageAndTotal(query, window, (filtered) =>
    filtered.selectAll().orderBy('position').orderBy('id'),
  );
  const subscribers = await subscribersOf(
    ctx,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => toAdminPackage(r, subscribers.get(r.id) ?? 0)), total };
}

/** Refuses a name another package has (names are compared without case: FREE and Free are one). */
export async function assertNameFree(ctx: ApiContext, name: string, exceptId?: number): Promise<void> {
  let query = ctx.db
    .selectFrom('packages')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw validationError({ name: PACKAGE_MESSAGES.nameTaken });
}

const SETTINGS = [
  'number_of_accessable_module',
  'number_of_session',
  'can_access_to_project',
  'can_submit_project',
  'ai_guided_recommendation',
  'can_access_collection',
  'ai_based_profiile_building_support',
  'position',
] as const;

/** The package columns a (checked) body sets; currency upper-cased, symbol and wording derived when left out. */
export function packageColumns(b: AdminPackageUpdateBody): Partial<PackageRow> {
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
  for (const key of SETTINGS) {
    if (b[key] !== undefined) cols[key] = b[key];
  }
  if (b.status !== undefined) cols.status = b.status;
  return cols;
}

/** Creates a package from checked columns (after the last position unless given one). */
export async function insertPackage(ctx: ApiContext, cols: Partial<PackageRow>): Promise<PackageRow> {
  const last = await ctx.db
    .selectFrom('packages')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  return uniquely(
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
}

/** Changes a package's columns; answers the changed row. */
export const updatePackage = (ctx: ApiContext, id: number, cols: Partial<PackageRow>): Promise<PackageRow> =>
  uniquely(
    () =>
      ctx.db.updateTable('packages').set(cols).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    'name',
    PACKAGE_MESSAGES.nameTaken,
  );
