import { sql, type Transaction } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { Database } from '../db/schema';

/** A tab opened: the view is recorded, and the learner's module (when assigned) becomes VIEWED. */
export async function recordTabOpened(ctx: ApiContext, userId: number, moduleId: number): Promise<void> {
  const now = isoNow(ctx.now);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('module_views')
      .values({ user_id: userId, module_id: moduleId, created_at: now })
      .execute();
    await trx
      .updateTable('user_modules')
      .set({ status: 'VIEWED', last_viewed_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .execute();
  });
}

/** The module's count, and the learner's own view (My List's Recently Viewed, trending, interests). */
export async function countView(ctx: ApiContext, userId: number, moduleId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('modules').set({ views: sql`views + 1` }).where('id', '=', moduleId).execute();
    await trx
      .insertInto('module_views')
      .values({ user_id: userId, module_id: moduleId, created_at: isoNow(ctx.now) })
      .execute();
  });
}

type Trx = Transaction<Database>;

/**
 * Records the time of a rating or like of the learner's module when it is the one made last (issue 44: the
 * mark made last wins, by the device's time of the action, whichever arrives last); false when a mark made
 * after it is already stored. One conditional upsert, so two marks racing keep the later one.
 */
async function isLatestMark(trx: Trx, userId: number, moduleId: number, actedAt: string): Promise<boolean> {
  const result = await trx
    .insertInto('module_mark_times')
    .values({ user_id: userId, module_id: moduleId, acted_at: actedAt })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'module_id'])
        .doUpdateSet({ acted_at: actedAt })
        .where('module_mark_times.acted_at', '<=', actedAt),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The learner's mark of a module now: -10, 1 or 10, null when there is none. */
async function markOf(trx: Trx, userId: number, moduleId: number): Promise<number | null> {
  const mine = await trx
    .selectFrom('module_ratings')
    .select('score')
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  return mine?.score ?? null;
}

async function setScore(trx: Trx, userId: number, moduleId: number, score: number, now: string) {
  await trx
    .insertInto('module_ratings')
    .values({ user_id: userId, module_id: moduleId, score, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'module_id']).doUpdateSet({ score, created_at: now }))
    .execute();
}

/**
 * The viewer's rating of a module, set or replaced when it is the mark made last (`actedAt`: the device's
 * time of the action, see `actionTime`). Answers the rating now (the one sent, or a later one).
 */
export async function rateModule(
  ctx: ApiContext,
  userId: number,
  moduleId: number,
  score: number,
  actedAt: string,
): Promise<number | null> {
  const now = isoNow(ctx.now);
  return ctx.db.transaction().execute(async (trx) => {
    if (await isLatestMark(trx, userId, moduleId, actedAt)) await setScore(trx, userId, moduleId, score, now);
    return markOf(trx, userId, moduleId);
  });
}

/**
 * A like: `liked` sets the viewer's positive mark (true) or removes it (false); without it the like toggles
 * (liking again removes it). Applied when it is the mark made last (`actedAt`). Answers whether it is now
 * liked.
 */
export async function likeModule(
  ctx: ApiContext,
  userId: number,
  moduleId: number,
  liked: boolean | undefined,
  actedAt: string,
): Promise<boolean> {
  const now = isoNow(ctx.now);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await markOf(trx, userId, moduleId);
    const wanted = liked ?? !(before !== null && before > 0);
    if (await isLatestMark(trx, userId, moduleId, actedAt)) {
      if (!wanted && before !== null && before > 0)
        await trx
          .deleteFrom('module_ratings')
          .where('user_id', '=', userId)
          .where('module_id', '=', moduleId)
          .execute();
      if (wanted && !(before !== null && before > 0)) await setScore(trx, userId, moduleId, 1, now);
    }
    const after = await markOf(trx, userId, moduleId);
    return after !== null && after > 0;
  });
}

/** How many viewers like a module. */
export async function likesOf(ctx: ApiContext, moduleId: number): Promise<number> {
  const count = await ctx.db
    .selectFrom('module_ratings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('module_id', '=', moduleId)
    .where('score', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}
