import type { ApiContext } from '../config/context';
import type { PageWindow } from '../db/page-query';
import type { ModuleRow } from './module-card';
import { trendingModuleIds } from './trending';

/** One page of the trending modules (the published ones, in trending order) and the ranking's length. */
export async function trendingPage(ctx: ApiContext, { limit, offset }: PageWindow) {
  const ids = await trendingModuleIds(ctx);
  const pageIds = ids.slice(offset, offset + limit);
  // Looked up by primary key only (a status filter here makes SQLite scan the status index).
  const found = pageIds.length
    ? await ctx.db.selectFrom('modules').selectAll().where('id', 'in', pageIds).execute()
    : [];
  const rows: ModuleRow[] = found.filter((m) => m.status === 'PUBLISH');
  rows.sort((a, b) => pageIds.indexOf(a.id) - pageIds.indexOf(b.id));
  return { rows, total: ids.length };
}
