import type { Insertable } from 'kysely';
import type { ModuleViewsTable, UserModulesTable } from '../db/schema';
import type { DemoHistoryScope, DemoModule } from './demo-history-scope';
import { pick } from './prng';

/**
 * Views in the last 30 days (trending) from everybody, one more for each module someone last viewed, and
 * the modules' view counters (those views and a random number more, from the seeded random numbers).
 */
export async function insertDemoModuleViews(
  { trx, people, iso, random }: DemoHistoryScope,
  modules: DemoModule[],
  userModules: Array<Insertable<UserModulesTable>>,
): Promise<void> {
  const viewers = [people.learner, people.free, ...people.classmates];
  const views: Array<Insertable<ModuleViewsTable>> = [];
  for (const m of modules) {
    const popularity = Math.floor(random() ** 2 * 25);
    for (let v = 0; v < popularity; v++) {
      views.push({
        user_id: pick(random, viewers),
        module_id: m.id,
        created_at: iso(Math.floor(random() * 30), 8 + (v % 12)),
      });
    }
  }
  for (const um of userModules) {
    if (um.last_viewed_at)
      views.push({ user_id: um.user_id, module_id: um.module_id, created_at: um.last_viewed_at });
  }
  for (let i = 0; i < views.length; i += 500)
    await trx
      .insertInto('module_views')
      .values(views.slice(i, i + 500))
      .execute();
  const viewCounts = new Map<number, number>();
  for (const v of views) viewCounts.set(v.module_id, (viewCounts.get(v.module_id) ?? 0) + 1);
  for (const m of modules) {
    const count = viewCounts.get(m.id) ?? 0;
    await trx
      .updateTable('modules')
      .set({ views: count + Math.floor(random() * 40) })
      .where('id', '=', m.id)
      .execute();
  }
}
