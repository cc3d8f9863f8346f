import { activityHours } from '@modkit/sdk/rules';
import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { inIdSet } from '../db/id-set';
import { monthRange } from './month-range';

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
  const row = await query.executeTakeFirstOrThrow();
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
  userIds: number[],
  range?: { start: string; end: string },
) {
  if (userIds.length === 0) return { projectCount: 0, reflectionAnswerCount: 0 };
  let projects = ctx.db
    .selectFrom('user_projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inIdSet(ctx.dialect, 'user_id', userIds))
    .where('status', '=', 'SUBMITTED');
  let answers = ctx.db
    .selectFrom('user_modules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inIdSet(ctx.dialect, 'user_id', userIds))
    .where('reflection_question_answer', 'is not', null);
  if (range) {
    projects = projects.where('submitted_at', '>=', range.start).where('submitted_at', '<', range.end);
    answers = answers.where('updated_at', '>=', range.start).where('updated_at', '<', range.end);
  }
  const [p, a] = await Promise.all([projects.executeTakeFirstOrThrow(), answers.executeTakeFirstOrThrow()]);
  return { projectCount: Number(p.n), reflectionAnswerCount: Number(a.n) };
}

/**
 * Minutes of the users on each day with activity of the given months (`{ year, month, day, mins }`, in
 * that order; days are UTC days of the stored timestamps). Issue 14: one total per month put every
 * minute on day 1.
 */
export async function minutesByDay(
  ctx: ApiContext,
  userIds: number[],
  months: Array<{ month: number; year: number }>,
): Promise<Array<{ year: number; month: number; day: number; mins: number }>> {
  if (userIds.length === 0) return [];
  const day = sql<string>`substr(created_at, 9, 2)`;
  const perMonth = await Promise.all(
    months.map(async ({ month, year }) => {
      const { start, end } = monthRange(year, month);
      const rows = await ctx.db
        .selectFrom('activity_logs')
        .select([day.as('day'), sql<number>`coalesce(sum(min), 0)`.as('mins')])
        .where(inIdSet(ctx.dialect, 'user_id', userIds))
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ year, month, day: Number(r.day), mins: Number(r.mins) }));
    }),
  );
  return perMonth.flat().sort((a, b) => a.year - b.year || a.month - b.month || a.day - b.day);
}
