import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';

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

/** The viewer's rating of a module, set or replaced. */
export async function rateModule(
  ctx: ApiContext,
  userId: number,
  moduleId: number,
  score: number,
): Promise<void> {
  const now = isoNow(ctx.now);
  await ctx.db
    .insertInto('module_ratings')
    .values({ user_id: userId, module_id: moduleId, score, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'module_id']).doUpdateSet({ score, created_at: now }))
    .execute();
}

/** A like toggles the viewer's positive mark: liking again removes it. Answers whether it is now liked. */
export async function toggleLike(ctx: ApiContext, userId: number, moduleId: number): Promise<boolean> {
  const now = isoNow(ctx.now);
  return ctx.db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('module_ratings')
      .select(['id', 'score'])
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirst();
    if (mine && mine.score > 0) {
      await trx.deleteFrom('module_ratings').where('id', '=', mine.id).execute();
      return false;
    }
    await trx
      .insertInto('module_ratings')
      .values({ user_id: userId, module_id: moduleId, score: 1, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'module_id']).doUpdateSet({ score: 1, created_at: now }))
      .execute();
    return true;
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
