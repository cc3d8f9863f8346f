import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { monthRange } from './month-range';

export interface ActiveUsers {
  usersActive: number;
  totalTimeSpent: number;
  averageHoursSpent: number;
}

const hours = (mins: number) => Math.round((mins / 60) * 100) / 100;

/** Active users (any activity in the range), their total hours and the average per active user. */
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
    .where('user_id', 'in', userIds);
  if (range) query = query.where('created_at', '>=', range.start).where('created_at', '<', range.end);
  const row = await query.executeTakeFirstOrThrow();
  const active = Number(row.active);
  const total = hours(Number(row.mins));
  return {
    usersActive: active,
    totalTimeSpent: total,
    averageHoursSpent: active ? Math.round((total / active) * 100) / 100 : 0,
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
    .where('user_id', 'in', userIds)
    .where('status', '=', 'SUBMITTED');
  let answers = ctx.db
    .selectFrom('user_modules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', 'in', userIds)
    .where('reflection_question_answer', 'is not', null);
  if (range) {
    projects = projects.where('submitted_at', '>=', range.start).where('submitted_at', '<', range.end);
    answers = answers.where('updated_at', '>=', range.start).where('updated_at', '<', range.end);
  }
  const [p, a] = await Promise.all([projects.executeTakeFirstOrThrow(), answers.executeTakeFirstOrThrow()]);
  return { projectCount: Number(p.n), reflectionAnswerCount: Number(a.n) };
}

/** Total minutes of the users in each given month. */
export async function minutesByMonth(
  ctx: ApiContext,
  userIds: number[],
  months: Array<{ month: number; year: number }>,
) {
  return Promise.all(
    months.map(async ({ month, year }) => {
      const { start, end } = monthRange(year, month);
      if (userIds.length === 0) return { year, month, mins: 0 };
      const row = await ctx.db
        .selectFrom('activity_logs')
        .select(sql<number>`coalesce(sum(min), 0)`.as('mins'))
        .where('user_id', 'in', userIds)
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .executeTakeFirstOrThrow();
      return { year, month, mins: Number(row.mins) };
    }),
  );
}
