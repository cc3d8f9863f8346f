import type { ModuleRow } from '../catalogue/module-card';
import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import { MODULE_COLUMNS } from '../db/schema';

interface MyModulesQuery {
  userId: number;
  /** ASSIGNED or VIEWED; any other value lists both. */
  status?: string;
  superCategoryId?: number;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The published modules a learner has (assigned or viewed), joined to the learner's records of them. */
const learnerModules = (ctx: ApiContext, userId: number) =>
  ctx.db
    .selectFrom('user_modules')
    .innerJoin('modules', 'modules.id', 'user_modules.module_id')
    .where('user_modules.user_id', '=', userId)
    .where('modules.status', '=', 'PUBLISH');

/** One page of the published modules a learner has (assigned or viewed), last changed first, and their number. */
export function myModulesPage(
  ctx: ApiContext,
  q: MyModulesQuery,
): Promise<{ rows: ModuleRow[]; total: number }> {
  let query = learnerModules(ctx, q.userId);
  if (q.status === 'ASSIGNED' || q.status === 'VIEWED')
    query = query.where('user_modules.status', '=', q.status);
  const superCategoryId = q.superCategoryId;
  if (superCategoryId) {
    query = query.where('modules.category_id', 'in', (eb) =>
      eb.selectFrom('categories').select('id').where('parent_id', '=', superCategoryId),
    );
  }
  const ordered = (filtered: typeof query) =>
    filtered
      .select(MODULE_COLUMNS)
      .orderBy('user_modules.updated_at', q.direction)
      .orderBy('modules.id', q.direction);
  return pageAndTotal(query, q, ordered);
}

/** One page of the published modules a learner viewed, last viewed first, and their number. */
export function myViewedModulesPage(
  ctx: ApiContext,
  userId: number,
  window: PageWindow,
): Promise<{ rows: ModuleRow[]; total: number }> {
  const query = learnerModules(ctx, userId).where('user_modules.status', '=', 'VIEWED');
  return pageAndTotal(query, window, (filtered) =>
    filtered.select(MODULE_COLUMNS).orderBy('user_modules.last_viewed_at', 'desc'),
  );
}

/** A learner's record of a module, or undefined when the module is not theirs. */
export const myModuleRecord = (ctx: ApiContext, userId: number, moduleId: number) =>
  ctx.db
    .selectFrom('user_modules')
    .selectAll()
    .where((eb) => eb.and({ user_id: userId, module_id: moduleId }))
    .executeTakeFirst();

/** Who assigned a module: id and full name, or null. */
export async function assignerOf(ctx: ApiContext, assignedBy: number | null) {
  const assigner = assignedBy
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', assignedBy)
        .executeTakeFirst()
    : undefined;
  return assigner
    ? { id: assigner.id, full_name: `${assigner.first_name} ${assigner.last_name}`.trim() }
    : null;
}
