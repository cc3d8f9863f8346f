import type { ApiContext } from '../config/context';
import type { PageWindow } from '../db/page-query';
import { type ModuleCard, moduleCardsOf } from './module-card';
import { trendingModuleIds } from './trending';

/**
 * One page of the trending modules as the viewer's cards (the published ones, in trending order) and the
 * ranking's length: the page's rows and the viewer's marks in one query, looked up by primary key only (a
 * status filter there makes SQLite scan the status index).
 */
export async function trendingPage(
  ctx: ApiContext,
  { limit, offset }: PageWindow,
  viewerId: number,
): Promise<{ results: ModuleCard[]; total: number }> {
  const ids = await trendingModuleIds(ctx);
  const found = await moduleCardsOf(ctx.db, ids.slice(offset, offset + limit), viewerId);
  return {
    results: found.filter(({ row }) => row.status === 'PUBLISH').map(({ card }) => card),
    total: ids.length,
  };
}
