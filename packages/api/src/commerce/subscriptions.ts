import { toPackage } from '../accounts/session-user';
import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';

/** One page of a user's subscriptions, newest first: the package, its expiry and whether it still runs. */
export async function subscriptionsPage(ctx: ApiContext, userId: number, window: PageWindow) {
  const query = ctx.db
    .selectFrom('user_packages')
    .innerJoin('packages', 'packages.id', 'user_packages.package_id')
    .where('user_packages.user_id', '=', userId);
  const { rows, total } = await pageAndTotal(query, window, (filtered) =>
    filtered
      .selectAll('packages')
      .select([
        'user_packages.id as up_id',
        'user_packages.created_at as up_created',
        'user_packages.purchase_package_expiry_date',
        'user_packages.status as up_status',
        'user_packages.order_id',
      ])
      .orderBy('user_packages.created_at', 'desc')
      .orderBy('user_packages.id', 'desc'),
  );
  const now = new Date(ctx.now()).toISOString();
  const results = rows.map((r) => ({
    id: r.up_id,
    created_at: r.up_created,
    purchase_package_expiry_date: r.purchase_package_expiry_date,
    packages: toPackage(r),
    status:
      r.up_status === 'ACTIVE' && (!r.purchase_package_expiry_date || r.purchase_package_expiry_date > now)
        ? 'ACTIVE'
        : 'expired',
    order: r.order_id ? { id: r.order_id } : null,
  }));
  return { results, total };
}
