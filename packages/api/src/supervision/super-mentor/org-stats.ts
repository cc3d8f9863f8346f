import { activityHours } from '@modkit/sdk/rules';
import { sql } from 'kysely';
import type { ApiContext } from '../../config/context';
import { inIdSet } from '../../db/id-set';
import { inLearners, type LearnerSet, noLearners } from '../learner-set';

export interface ActiveUsers {
  usersActive: number;
  /** Minutes (the clients show them as hours). */
  totalTimeSpent: number;
  /** Hours per active user, to 2 decimals, from the minutes. */
  averageHoursSpent: number;
}

/**
 * Active users (any activity in the range), their total minutes and the average hours per active user
 * (issue 14: the total was sent in hours, which the clients divided by 60 again).
 */
export async function activeUsers(
  ctx: ApiContext,
  userIds: number[],
  range?: { start: string; end: string },
): Promise<ActiveUsers> {
  if (userIds.length === 0) return { usersActive: 0, totalTimeSpent: 0, averageHoursSpent: 0 };
  let query = ctx.db
    .selectFrom('activity_logs')
    .select([
      sql<number>`count(distinct user_id)`.as('active'),
      sql<number>`coalesce(sum(min), 0)`.as('mins'),
    ])
    .where(inIdSet(ctx.dialect, 'user_id', userIds));
  if (range) query = query.where('created_at', '>=', range.start).where('created_at', '<', range.end);
  return activeUsersOf(await query.executeTakeFirstOrThrow());
}

/** The figures of a row of active learners and their minutes, as the database sums them. */
export function activeUsersOf(row: { active: number | string; mins: number | string }): ActiveUsers {
  const usersActive = Number(row.active);
  const totalTimeSpent = Number(row.mins);
  return {
    usersActive,
    totalTimeSpent,
    averageHoursSpent: activityHours({ usersActive, totalTimeSpent }).average,
  };
}

/** Submitted projects and answered reflection questions of the users in the range. */
export async function learningCounts(
  ctx: ApiContext,
  userIds: LearnerSet,
  range?: { start: string; end: string },
) {
  if (noLearners(userIds)) return { projectCount: 0, reflectionAnswerCount: 0 };
  let projects = ctx.db
    .selectFrom('user_projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inLearners(ctx, 'user_id', userIds))
    .where('status', '=', 'SUBMITTED');
  let answers = ctx.db
    .selectFrom('user_modules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inLearners(ctx, 'user_id', userIds))
    .where('reflection_question_answer', 'is not', null);
  if (range) {
    projects = projects.where('submitted_at', '>=', range.start).where('submitted_at', '<', range.end);
    answers = answers.where('updated_at', '>=', range.start).where('updated_at', '<', range.end);
  }
  const [p, a] = await Promise.all([projects.executeTakeFirstOrThrow(), answers.executeTakeFirstOrThrow()]);
  return { projectCount: Number(p.n), reflectionAnswerCount: Number(a.n) };
}
