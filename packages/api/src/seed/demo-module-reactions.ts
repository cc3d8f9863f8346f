import type { Insertable } from 'kysely';
import type { ModuleRatingsTable, UserModulesTable } from '../db/schema';
import type { DemoHistoryScope, DemoModule } from './demo-history-scope';
import { pick } from './prng';

/**
 * Ratings of most modules someone got at least two-thirds through (random scores), and the PREMIUM learner's
 * bookmarks.
 */
export async function insertDemoRatingsAndBookmarks(
  { trx, people, iso, random }: DemoHistoryScope,
  modules: DemoModule[],
  userModules: Array<Insertable<UserModulesTable>>,
): Promise<void> {
  const ratings: Array<Insertable<ModuleRatingsTable>> = [];
  for (const um of userModules) {
    if ((um.completed_percentage ?? 0) >= 66 && random() < 0.8) {
      ratings.push({
        user_id: um.user_id,
        module_id: um.module_id,
        score: pick(random, [-10, 1, 10, 10] as const),
        created_at: iso(3),
      });
    }
  }
  if (ratings.length) await trx.insertInto('module_ratings').values(ratings).execute();

  await trx
    .insertInto('bookmarks')
    .values(
      [1, 4, 11].map((i) => ({ user_id: people.learner, module_id: modules[i]!.id, created_at: iso(i) })),
    )
    .execute();
}
