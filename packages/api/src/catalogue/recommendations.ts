import type { ApiContext } from '../config/context';
import { answerCache, perDatabase } from '../db/answer-cache';
import { MODULE_COLUMNS } from '../db/schema';
import { notFound } from '../http/http-error';
import type { ModuleRow } from './module-card';

/** How much each signal weighs in a module's recommendation score. */
const RECOMMENDATION_WEIGHTS = {
  /** The module's sub-category is one of the learner's chosen interests. */
  interest: 3,
  /** The learner has viewed modules of the same sub-category. */
  viewedCategory: 2,
  /** Per tag shared with modules the learner viewed (at most 3 count). */
  sharedTag: 1,
  /** Published in the last 30 days. */
  fresh: 0.5,
} as const;

const CANDIDATES_PER_SIGNAL = 40;
const DAY_MS = 86_400_000;

/** What a learner's recommendations rest on: the modules they have, their interests, viewed categories and top tags. */
async function learnerSignals(ctx: ApiContext, userId: number) {
  const { db } = ctx;
  const [interests, history] = await Promise.all([
    db.selectFrom('user_interests').select('category_id').where('user_id', '=', userId).execute(),
    db
      .selectFrom('user_modules')
      .innerJoin('modules', 'modules.id', 'user_modules.module_id')
      .select(['modules.id', 'modules.category_id'])
      .where('user_modules.user_id', '=', userId)
      .execute(),
  ]);
  const seen = new Set(history.map((h) => h.id));
  const tagCounts = new Map<number, number>();
  if (history.length) {
    const tags = await db
      .selectFrom('module_tags')
      .select('tag_id')
      .where('module_id', 'in', [...seen])
      .execute();
    for (const t of tags) tagCounts.set(t.tag_id, (tagCounts.get(t.tag_id) ?? 0) + 1);
  }
  const topTags = [...tagCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 5)
    .map(([id]) => id);
  return {
    seen,
    interestCats: new Set(interests.map((i) => i.category_id)),
    viewedCats: new Set(history.map((h) => h.category_id)),
    tagCounts,
    topTags,
  };
}

type Signals = Awaited<ReturnType<typeof learnerSignals>>;

/** The most viewed published modules of each signal's category and tag that the learner does not have. */
async function candidatesOf(ctx: ApiContext, signals: Signals): Promise<Map<number, ModuleRow>> {
  const { db } = ctx;
  const byCategory = [...new Set([...signals.interestCats, ...signals.viewedCats])]
    .slice(0, 12)
    .map((categoryId) =>
      db
        .selectFrom('modules')
        .selectAll()
        .where('category_id', '=', categoryId)
        .where('status', '=', 'PUBLISH')
        .orderBy('views', 'desc')
        .limit(CANDIDATES_PER_SIGNAL)
        .execute(),
    );
  const byTag = signals.topTags.map((tagId) =>
    db
      .selectFrom('modules')
      .innerJoin('module_tags', 'module_tags.module_id', 'modules.id')
      .select(MODULE_COLUMNS)
      .where('module_tags.tag_id', '=', tagId)
      .where('modules.status', '=', 'PUBLISH')
      .orderBy('modules.views', 'desc')
      .limit(CANDIDATES_PER_SIGNAL)
      .execute(),
  );
  const candidates = new Map<number, ModuleRow>();
  for (const rows of await Promise.all([...byCategory, ...byTag]))
    for (const r of rows) if (!signals.seen.has(r.id)) candidates.set(r.id, r);
  return candidates;
}

/**
 * Modules for a learner, scored from their interests and history, excluding modules they already have.
 * Candidates are the most viewed modules of each signal (index lookups), scored in memory; learners
 * without any signal get the most viewed modules. Deterministic: ties break on views, then id.
 */
async function recommendModules(ctx: ApiContext, userId: number): Promise<ModuleRow[]> {
  const { db } = ctx;
  const signals = await learnerSignals(ctx, userId);
  const { seen, interestCats, viewedCats, tagCounts } = signals;
  const candidates = await candidatesOf(ctx, signals);
  if (candidates.size === 0) {
    const popular = await db
      .selectFrom('modules')
      .selectAll()
      .where('status', '=', 'PUBLISH')
      .orderBy('views', 'desc')
      .limit(60)
      .execute();
    return popular.filter((m) => !seen.has(m.id));
  }

  const candidateTags = await db
    .selectFrom('module_tags')
    .select(['module_id', 'tag_id'])
    .where('module_id', 'in', [...candidates.keys()])
    .execute();
  const shared = new Map<number, number>();
  for (const t of candidateTags)
    if (tagCounts.has(t.tag_id)) shared.set(t.module_id, (shared.get(t.module_id) ?? 0) + 1);
  const now = ctx.now();
  const score = (m: ModuleRow) =>
    (interestCats.has(m.category_id) ? RECOMMENDATION_WEIGHTS.interest : 0) +
    (viewedCats.has(m.category_id) ? RECOMMENDATION_WEIGHTS.viewedCategory : 0) +
    Math.min(3, shared.get(m.id) ?? 0) * RECOMMENDATION_WEIGHTS.sharedTag +
    (now - Date.parse(m.publish_at) < 30 * DAY_MS ? RECOMMENDATION_WEIGHTS.fresh : 0);
  return [...candidates.values()].sort((a, b) => score(b) - score(a) || b.views - a.views || a.id - b.id);
}

const RANKING_TTL_MS = 60_000;
const RANKING_CACHE_SIZE = 2_000;
const rankingsOf = perDatabase((ctx: ApiContext) =>
  answerCache<number, ModuleRow[]>({
    max: RANKING_CACHE_SIZE,
    ttlMs: RANKING_TTL_MS,
    now: ctx.now,
    load: (userId) => recommendModules(ctx, userId),
  }),
);

/**
 * The learner's ranking, computed at most once a minute (concurrent requests share it); modules the
 * learner has taken since are always left out, so a fresh view never shows up as a recommendation.
 */
export async function cachedRecommendations(ctx: ApiContext, userId: number): Promise<ModuleRow[]> {
  const [ranked, taken] = await Promise.all([
    rankingsOf(ctx).get(userId, undefined),
    ctx.db.selectFrom('user_modules').select('module_id').where('user_id', '=', userId).execute(),
  ]);
  const seen = new Set(taken.map((t) => t.module_id));
  return seen.size ? ranked.filter((m) => !seen.has(m.id)) : ranked;
}

/** 404 unless the learner is the mentor's, or a learner of one of the mentor's mentees. */
export async function assertOverseesLearner(
  ctx: ApiContext,
  mentorId: number,
  learnerId: number,
): Promise<void> {
  const link = await ctx.db
    .selectFrom('mentor_learners')
    .select('learner_id')
    .where('learner_id', '=', learnerId)
    .where((eb) =>
      eb.or([
        eb('mentor_id', '=', mentorId),
        eb('mentor_id', 'in', eb.selectFrom('users').select('id').where('parent_id', '=', mentorId)),
      ]),
    )
    .executeTakeFirst();
  if (!link) throw notFound();
}
