import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import { MODULE_COLUMNS } from '../db/schema';
import type { ModuleRow } from './module-card';

interface CategoryRow {
  id: number;
  name: string;
  status: string;
  media_path: string | null;
}

/** A sub-category as the catalogue answers it (its media a list). */
const toSubCategory = (c: CategoryRow) => ({
  id: c.id,
  name: c.name,
  status: c.status,
  media: c.media_path ? [{ path: c.media_path }] : [],
});

/** One page of the published top categories by name, each with its published sub-categories. */
export async function categoriesPage(ctx: ApiContext, window: PageWindow) {
  const top = ctx.db.selectFrom('categories').where('parent_id', 'is', null).where('status', '=', 'PUBLISH');
  const { rows: parents, total } = await pageAndTotal(top, window, (filtered) =>
    filtered.selectAll().orderBy('name'),
  );
  const parentIds = parents.map((p) => p.id);
  const children = parentIds.length
    ? await ctx.db
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', 'in', parentIds)
        .where('status', '=', 'PUBLISH')
        .orderBy('name')
        .execute()
    : [];
  const results = parents.map((p) => ({
    id: p.id,
    name: p.name,
    status: p.status,
    media: p.media_path ? { path: p.media_path } : null,
    subcategories: children.filter((c) => c.parent_id === p.id).map(toSubCategory),
  }));
  return { results, total };
}

/** One page of the published sub-categories by name, those whose name holds the keyword when there is one. */
export async function subCategoriesPage(ctx: ApiContext, keyword: string | undefined, window: PageWindow) {
  let query = ctx.db
    .selectFrom('categories')
    .where('parent_id', 'is not', null)
    .where('status', '=', 'PUBLISH');
  if (keyword) {
    const pattern = `%${keyword.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern));
  }
  const { rows, total } = await pageAndTotal(query, window, (filtered) =>
    filtered.selectAll().orderBy('name'),
  );
  return { results: rows.map(toSubCategory), total };
}

/** One page of the careers of a status by name. */
export async function careersPage(ctx: ApiContext, status: string, window: PageWindow) {
  const query = ctx.db.selectFrom('careers').where('status', '=', status);
  const { rows: results, total } = await pageAndTotal(query, window, (filtered) =>
    filtered.select(['id', 'name', 'description', 'status']).orderBy('name'),
  );
  return { results, total };
}

/** An active career and its newest published modules (the related-careers carousel shows at most 10, part 1 §9). */
export async function careerWithModules(ctx: ApiContext, id: number) {
  const career = await ctx.db
    .selectFrom('careers')
    .select(['id', 'name', 'description', 'status'])
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!career) return undefined;
  const modules: ModuleRow[] = await ctx.db
    .selectFrom('modules')
    .innerJoin('module_careers', 'module_careers.module_id', 'modules.id')
    .select(MODULE_COLUMNS)
    .where('module_careers.career_id', '=', id)
    .where('modules.status', '=', 'PUBLISH')
    .orderBy('modules.publish_at', 'desc')
    .limit(10)
    .execute();
  return { career, modules };
}
