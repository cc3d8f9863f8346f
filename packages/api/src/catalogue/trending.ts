import type { ApiContext } from '../config/context';
import { answerCache, perDatabase } from '../db/answer-cache';

const WINDOW_DAYS = 30;
const LIKE_WEIGHT = 3;
const CACHE_MS = 60_000;
const DAY_MS = 86_400_000;

const cacheOf = perDatabase((ctx: ApiContext) =>
  answerCache<'trending', number[]>({
    max: 1,
    ttlMs: CACHE_MS,
    now: ctx.now,
    load: () => computeTrending(ctx, ctx.now()),
  }),
);

/**
 * Module ids ordered by recent interest: views in the last 30 days plus 3 per like in that window.
 * Shared by all users, so it is cached for a minute per process (concurrent requests share it).
 */
export function trendingModuleIds(ctx: ApiContext): Promise<number[]> {
  return cacheOf(ctx).get('trending', undefined);
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
