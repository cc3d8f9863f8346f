import { insertDemoActivity } from './demo-activity';
import { demoDates } from './demo-clock';
import { insertDemoDiscussion } from './demo-discussion';
import type { DemoHistoryStep } from './demo-history-step';
import { insertDemoInterests } from './demo-interests';
import { insertDemoMentorSessions } from './demo-mentor-sessions';
import { insertDemoRatingsAndBookmarks } from './demo-module-reactions';
import { insertDemoModuleViews } from './demo-module-views';
import { insertDemoNotifications } from './demo-notifications';
import { insertDemoPoints } from './demo-points';
import { recordPremiumOrder, subscribeDemoPeople } from './demo-subscriptions';
import { insertDemoUserModules } from './demo-user-modules';
import { insertDemoUserProjects } from './demo-user-projects';
import { createPrng } from './prng';

/**
 * Gives the demo accounts a believable past: packages, interests, viewed and assigned modules with
 * progress, reflection answers, a submitted project, bookmarks, ratings, a year of activity minutes for
 * the class (so the mentor and dashboard screens have data), points that match those actions,
 * notifications and a discussion.
 *
 * The parts draw from one seeded random generator in the order called here: keep the order, or the
 * demo changes.
 */
export const createDemoHistory: DemoHistoryStep = async (ctx, people, demo) => {
  const now = ctx.now();
  const iso = demoDates(now, 15);
  const random = createPrng(20261122);

  await ctx.db.transaction().execute(async (trx) => {
    const packages = await trx.selectFrom('packages').select(['id', 'name', 'duration_days']).execute();
    const modules = await trx
      .selectFrom('modules')
      .select(['id', 'category_id', 'reflection_question'])
      .where('status', '=', 'PUBLISH')
      .where('key', 'in', demo.moduleKeys)
      .orderBy('id')
      .execute();
    if (modules.length < 12) return;
    const projects = await trx
      .selectFrom('projects')
      .select(['id', 'module_id', 'type', 'name'])
      .where(
        'module_id',
        'in',
        modules.map((m) => m.id),
      )
      .orderBy('id')
      .execute();
    const subCategories = await trx
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .where('key', 'in', demo.subcategoryKeys)
      .orderBy('id')
      .execute();

    const scope = { trx, people, now, iso, random };
    await subscribeDemoPeople(scope, packages);
    await insertDemoInterests(scope, subCategories);
    const { userModules, learnerModules } = await insertDemoUserModules(scope, modules);
    await insertDemoModuleViews(scope, modules, userModules);
    await insertDemoRatingsAndBookmarks(scope, modules, userModules);
    await insertDemoActivity(scope);
    const miniProject = await insertDemoUserProjects(scope, projects, userModules, learnerModules);
    await insertDemoPoints(scope, userModules, miniProject);
    await insertDemoNotifications(scope);
    await insertDemoMentorSessions(scope, modules);
    await recordPremiumOrder(scope);
    await insertDemoDiscussion(scope, modules);
  });
};
