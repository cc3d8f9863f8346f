import { sql } from 'kysely';
import type { ApiContext } from '../../src/config/context';
import { inIdSet } from '../../src/db/id-set';
import { monthRange } from '../../src/supervision/month-range';
import { activeUsers, learningCounts } from '../../src/supervision/super-mentor/org-stats';
import { topByReflections } from '../../src/supervision/super-mentor/super-mentor-dashboard';
import {
  categoryCounts,
  organisationScope,
  type ScopeFilters,
} from '../../src/supervision/super-mentor/super-mentor-scope';

/**
 * The dashboard's figures summed from the activity rows, as the dashboard computed them before it kept totals
 * (the reference the totals must always equal). Ties of the top lists: the later account first.
 */
type Range = { start: string; end: string };
type Month = { month: number; year: number };

async function minutesByDay(ctx: ApiContext, userIds: number[], months: Month[]) {
  if (!userIds.length) return [];
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

function topByMinutes(ctx: ApiContext, ids: number[], range: Range) {
  return ctx.db
    .selectFrom('activity_logs as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', sql<number>`sum(a.min)`.as('mins')])
    .where(inIdSet(ctx.dialect, 'a.user_id', ids))
    .where('a.created_at', '>=', range.start)
    .where('a.created_at', '<', range.end)
    .groupBy(['u.id', 'u.first_name', 'u.last_name'])
    .orderBy('mins', 'desc')
    .orderBy('u.id', 'desc')
    .limit(10)
    .execute();
}

/** The dashboard of `superId` for the month `range`, the compared months and the filters, from the rows. */
export async function dashboardFromRows(
  ctx: ApiContext,
  superId: number,
  filters: ScopeFilters,
  range: Range,
  months: Month[],
) {
  const { mentorIds, studentIds } = await organisationScope(ctx, superId, filters);
  const links = studentIds.length
    ? await ctx.db
        .selectFrom('mentor_learners')
        .select(['learner_id', sql<number>`max(mentor_id)`.as('mentor_id')])
        .where(inIdSet(ctx.dialect, 'mentor_id', mentorIds))
        .groupBy('learner_id')
        .execute()
    : [];
  const mentorOf = new Map(links.map((l) => [l.learner_id, Number(l.mentor_id)]));
  const student = (r: { id: number; first_name: string; last_name: string }) => ({
    user_uuid: r.id,
    user_first_name: r.first_name,
    user_last_name: r.last_name,
    mentorId: mentorOf.get(r.id) ?? null,
  });
  const noOne = { usersActive: 0, totalTimeSpent: 0, averageHoursSpent: 0 };
  return {
    activeStudents: [studentIds.length ? await activeUsers(ctx, studentIds, range) : noOne],
    activeMentors: [await activeUsers(ctx, mentorIds, range)],
    ...(await learningCounts(ctx, studentIds, range)),
    categories: studentIds.length ? await categoryCounts(ctx, studentIds, 'last_viewed_at', range) : [],
    hourComparision: await minutesByDay(ctx, studentIds, months),
    timeBasedStudents: studentIds.length
      ? (await topByMinutes(ctx, studentIds, range)).map((r) => ({ ...student(r), mins: Number(r.mins) }))
      : [],
    reflectionBasedStudents: studentIds.length
      ? (await topByReflections(ctx, studentIds, range)).map((r) => ({
          ...student(r),
          questions_answered: Number(r.answered),
        }))
      : [],
  };
}
