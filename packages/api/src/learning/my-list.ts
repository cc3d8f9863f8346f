import type { ModuleRow } from '../catalogue/module-card';
import type { ApiContext } from '../config/context';
import { pageAndTotal } from '../db/page-query';
import { MODULE_COLUMNS } from '../db/schema';

/** One page of a learner's My List and its size. */
export interface MyListPage {
  rows: ModuleRow[];
  total: number;
}

interface MyListQuery {
  userId: number;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** My List's Bookmarked tab: the published modules the learner bookmarked, by bookmark date. */
export function bookmarkedModules(ctx: ApiContext, q: MyListQuery): Promise<MyListPage> {
  const base = ctx.db
    .selectFrom('bookmarks')
    .innerJoin('modules', 'modules.id', 'bookmarks.module_id')
    .where('bookmarks.user_id', '=', q.userId)
    .where('modules.status', '=', 'PUBLISH');
  return pageAndTotal(base, q, (filtered) =>
    filtered
      .select(MODULE_COLUMNS)
      .orderBy('bookmarks.created_at', q.direction)
      .orderBy('modules.id', q.direction),
  );
}

/** Recently Viewed: every module whose preview or page the user opened, newest view first. */
export function recentlyViewedModules(ctx: ApiContext, q: MyListQuery): Promise<MyListPage> {
  const lastViews = ctx.db
    .selectFrom('module_views')
    .select(['module_id', (eb) => eb.fn.max('created_at').as('viewed_at')])
    .where('user_id', '=', q.userId)
    .groupBy('module_id')
    .as('v');
  const base = ctx.db
    .selectFrom(lastViews)
    .innerJoin('modules', 'modules.id', 'v.module_id')
    .where('modules.status', '=', 'PUBLISH');
  return pageAndTotal(base, q, (filtered) =>
    filtered.select(MODULE_COLUMNS).orderBy('v.viewed_at', q.direction).orderBy('modules.id', q.direction),
  );
}
