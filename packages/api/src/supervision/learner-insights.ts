import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import { forbidden } from '../http/http-error';
import { actingMentorId, assertLearnerOf } from './mentor-access';

/** What a learner's viewing says about them: their interests (a tag cloud) and careers to consider. */

/** The learner whose insights the caller reads: themselves, or (for a mentor) one of their learners. */
export async function assertMayReadInsights(
  ctx: ApiContext,
  caller: UserRow,
  learnerId: number,
  mentorId: number | undefined,
): Promise<void> {
  if (learnerId === caller.id) return;
  if (caller.role !== 'MENTOR' && caller.role !== 'SUPER_MENTOR') throw forbidden();
  await assertLearnerOf(ctx, await actingMentorId(ctx, caller, mentorId), learnerId);
}

/** The tags of the modules a learner viewed, weighted by views (at most 30, heaviest first). */
export async function interestCloud(ctx: ApiContext, learnerId: number) {
  const rows = await ctx.db
    .selectFrom('module_views')
    .innerJoin('module_tags', 'module_tags.module_id', 'module_views.module_id')
    .innerJoin('tags', 'tags.id', 'module_tags.tag_id')
    .select(['tags.name', (eb) => eb.fn.countAll<number>().as('score')])
    .where('module_views.user_id', '=', learnerId)
    .groupBy('tags.name')
    .orderBy('score', 'desc')
    .orderBy('tags.name')
    .limit(30)
    .execute();
  return rows.map((r) => ({ name: r.name, score: Number(r.score) }));
}

/** Careers linked to the modules the learner viewed most (at most 8). */
export async function careerRecommendation(ctx: ApiContext, learnerId: number) {
  const rows = await ctx.db
    .selectFrom('module_views')
    .innerJoin('module_careers', 'module_careers.module_id', 'module_views.module_id')
    .innerJoin('careers', 'careers.id', 'module_careers.career_id')
    .select(['careers.id', 'careers.name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('module_views.user_id', '=', learnerId)
    .groupBy(['careers.id', 'careers.name'])
    .orderBy('n', 'desc')
    .orderBy('careers.name')
    .limit(8)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
