import { toPackage } from '../accounts/session-user';
import { toModuleCards } from '../catalogue/module-card';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import { MODULE_COLUMNS } from '../db/schema';

/** The signed-in user's bookmarks, liked modules and package records, and the packages on sale. */

/** One page of the user's bookmarks, newest first. */
export async function bookmarksPage(ctx: ApiContext, userId: number, window: PageWindow) {
  const { rows, total } = await pageAndTotal(
    ctx.db.selectFrom('bookmarks').where('user_id', '=', userId),
    window,
    (q) => q.select(['id', 'module_id', 'created_at']).orderBy('id', 'desc'),
  );
  return { results: rows, total };
}

/** Bookmarks a module (once: a second bookmark is the first); the bookmark as answered. */
export async function addBookmark(ctx: ApiContext, userId: number, moduleId: number) {
  await ctx.db
    .insertInto('bookmarks')
    .values({ user_id: userId, module_id: moduleId, created_at: isoNow(ctx.now) })
    .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
    .execute();
  return ctx.db
    .selectFrom('bookmarks')
    .select(['id', 'module_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .executeTakeFirstOrThrow();
}

/** Deletes one of the user's bookmarks; false when they have none of that id. */
export async function deleteBookmark(ctx: ApiContext, userId: number, id: number): Promise<boolean> {
  const deleted = await ctx.db
    .deleteFrom('bookmarks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** One page of the published modules the user liked, as cards, latest like first. */
export async function likedModulesPage(ctx: ApiContext, userId: number, window: PageWindow) {
  const { rows, total } = await pageAndTotal(
    ctx.db
      .selectFrom('module_ratings')
      .innerJoin('modules', 'modules.id', 'module_ratings.module_id')
      .where('module_ratings.user_id', '=', userId)
      .where('module_ratings.score', '>', 0)
      .where('modules.status', '=', 'PUBLISH'),
    window,
    (q) => q.select(MODULE_COLUMNS).orderBy('module_ratings.created_at', 'desc'),
  );
  return { results: await toModuleCards(ctx.db, rows, userId), total };
}

/** One page of the packages of a status, in their order. */
export async function packagesPage(ctx: ApiContext, status: string, window: PageWindow) {
  const { rows, total } = await pageAndTotal(
    ctx.db.selectFrom('packages').where('status', '=', status),
    window,
    (q) => q.selectAll().orderBy('position'),
  );
  return { results: rows.map(toPackage), total };
}

/** One page of the packages the user held and holds, newest first, each with its package. */
export async function userPackagesPage(ctx: ApiContext, userId: number, window: PageWindow) {
  const { rows, total } = await pageAndTotal(
    ctx.db.selectFrom('user_packages').where('user_id', '=', userId),
    window,
    (q) => q.selectAll().orderBy('id', 'desc'),
  );
  const packages = rows.length
    ? await ctx.db
        .selectFrom('packages')
        .selectAll()
        .where('id', 'in', [...new Set(rows.map((r) => r.package_id))])
        .execute()
    : [];
  const results = rows.map((r) => {
    const pkg = packages.find((p) => p.id === r.package_id);
    return { ...r, packages: pkg ? toPackage(pkg) : null };
  });
  return { results, total };
}
