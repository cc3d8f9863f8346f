import type { ApiContext } from '../context';

const WINDOW_DAYS = 30;
const LIKE_WEIGHT = 3;
const CACHE_MS = 60_000;
const DAY_MS = 86_400_000;

let cache: { at: number; ids: Promise<number[]>; key: unknown } | undefined;

/**
 * Module ids ordered by recent interest: views in the last 30 days plus 3 per like in that window.
 * Shared by all users, so it is cached for a minute per process.
 */
export function trendingModuleIds(ctx: ApiContext): Promise<number[]> {
  const now = ctx.now();
  if (cache && cache.key === ctx.db && now - cache.at < CACHE_MS) return cache.ids;
  // Concurrent requests share the computation in flight.
  const ids = computeTrending(ctx, now);
  cache = { at: now, ids, key: ctx.db };
  ids.catch(() => {
    cache = undefined;
  });
  return ids;
}

async function computeTrending(ctx: ApiContext, now: number): Promise<number[]> {
  const since = new Date(now - WINDOW_DAYS * DAY_MS).toISOString();
  const [views, likes] = await Promise.all([
    ctx.db
      .selectFrom('module_views')
      .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .groupBy('module_id')
      .execute(),
    ctx.db
      .selectFrom('module_ratings')
      .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .where('score', '>', 0)
      .groupBy('module_id')
      .execute(),
  ]);
  const score = new Map<number, number>();
  for (const v of views) score.set(v.module_id, Number(v.n));
  for (const l of likes) score.set(l.module_id, (score.get(l.module_id) ?? 0) + LIKE_WEIGHT * Number(l.n));
  return [...score.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 200)
    .map(([id]) => id);
}
