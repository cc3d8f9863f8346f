import { type Expression, type SqlBool, sql } from 'kysely';
import type { ApiContext } from '../../config/context';
import { inIdSet } from '../../db/id-set';
import { inLearners, type LearnerSet } from '../learner-set';
import { monthRange } from '../month-range';
import { type ActiveUsers, activeUsersOf } from './org-stats';
import type { ScopeFilters } from './super-mentor-scope';

/**
 * The dashboard's activity figures read from the totals the database keeps (db/dashboard-totals-sql.ts)
 * instead of summing the organisation's activity rows: the same answers, read from a few hundred rows.
 */

type Range = { start: string; end: string };
type TotalsTable = 'dashboard_day_totals' | 'dashboard_month_totals';

/**
 * The organisation's learners (linked to the super mentor or one of their mentors) narrowed by the filters:
 * the links intersected with the users of the grade, school or organisation (each read from its index).
 */
export function scopeLearners(ctx: ApiContext, mentorIds: readonly number[], filters: ScopeFilters) {
  const links = ctx.db
    .selectFrom('mentor_learners as sl')
    .select('sl.learner_id')
    .where(inIdSet(ctx.dialect, 'sl.mentor_id', mentorIds));
  if (!filters.grade && !filters.school && !filters.organization) return links;
  let users = ctx.db.selectFrom('users as su').select('su.id as learner_id');
  if (filters.grade) users = users.where('su.grade_level', '=', filters.grade);
  if (filters.school) users = users.where('su.current_school_uni', '=', filters.school);
  if (filters.organization)
    users = users.where('su.organization_id', 'in', (eb) =>
      eb.selectFrom('organizations').select('id').where('name', '=', filters.organization!),
    );
  return links.intersect(users);
}

/** The totals rows of the owner that match the filters (a key of '' or 0 never matches a filter). */
function keyFilters(ctx: ApiContext, table: TotalsTable, ownerId: number, filters: ScopeFilters) {
  const t = ctx.db.dynamic.ref;
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${t(`${table}.owner_id`)} = ${ownerId}`];
  if (filters.grade) conditions.push(sql<SqlBool>`${t(`${table}.grade`)} = ${filters.grade}`);
  if (filters.school) conditions.push(sql<SqlBool>`${t(`${table}.school`)} = ${filters.school}`);
  if (filters.organization)
    conditions.push(
      sql<SqlBool>`${t(`${table}.organization_id`)} in (select id from organizations where name = ${filters.organization})`,
    );
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

const monthOf = (range: Range) => range.start.slice(0, 7);

/** The owner's learners active in the month, their minutes and the average hours per active learner. */
export async function activeLearnersFromTotals(
  ctx: ApiContext,
  ownerId: number,
  filters: ScopeFilters,
  range: Range,
): Promise<ActiveUsers> {
  const row = await ctx.db
    .selectFrom('dashboard_month_totals')
    .select([
      sql<number>`coalesce(sum(learners), 0)`.as('active'),
      sql<number>`coalesce(sum(minutes), 0)`.as('mins'),
    ])
    .where(keyFilters(ctx, 'dashboard_month_totals', ownerId, filters))
    .where('month', '=', monthOf(range))
    .executeTakeFirstOrThrow();
  return activeUsersOf(row);
}

/** Minutes of the owner's learners on each day with activity of the months (as org-stats' minutesByDay). */
export async function minutesByDayFromTotals(
  ctx: ApiContext,
  ownerId: number,
  filters: ScopeFilters,
  months: Array<{ month: number; year: number }>,
): Promise<Array<{ year: number; month: number; day: number; mins: number }>> {
  const perMonth = await Promise.all(
    months.map(async ({ month, year }) => {
      const { start, end } = monthRange(year, month);
      const rows = await ctx.db
        .selectFrom('dashboard_day_totals')
        .select(['day', sql<number>`sum(minutes)`.as('mins')])
        .where(keyFilters(ctx, 'dashboard_day_totals', ownerId, filters))
        .where('day', '>=', start.slice(0, 10))
        .where('day', '<', end.slice(0, 10))
        .groupBy('day')
        .having(sql`sum(entries)`, '>', 0)
        .execute();
      return rows.map((r) => ({ year, month, day: Number(r.day.slice(8, 10)), mins: Number(r.mins) }));
    }),
  );
  return perMonth.flat().sort((a, b) => a.year - b.year || a.month - b.month || a.day - b.day);
}

/**
 * The ten learners of the organisation with the most minutes in the month (ties: the later account first):
 * walks the month's learners from the most minutes down until ten belong to the organisation and the filters.
 */
export function topByMinutesFromTotals(ctx: ApiContext, learners: LearnerSet, range: Range) {
  return ctx.db
    .selectFrom('activity_user_months as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'm.minutes as mins'])
    .where('m.month', '=', monthOf(range))
    .where('m.entries', '>', 0)
    .where(inLearners(ctx, 'm.user_id', learners))
    .orderBy('m.minutes', 'desc')
    .orderBy('m.user_id', 'desc')
    .limit(10)
    .execute();
}

/** Each of these learners' mentor among the organisation's mentors (the highest id where several). */
export async function mentorsOf(ctx: ApiContext, mentorIds: readonly number[], learnerIds: number[]) {
  if (!learnerIds.length) return new Map<number, number>();
  const rows = await ctx.db
    .selectFrom('mentor_learners')
    .select(['learner_id', sql<number>`max(mentor_id)`.as('mentor_id')])
    .where(inIdSet(ctx.dialect, 'mentor_id', mentorIds))
    .where(inIdSet(ctx.dialect, 'learner_id', learnerIds))
    .groupBy('learner_id')
    .execute();
  return new Map(rows.map((r) => [r.learner_id, Number(r.mentor_id)]));
}
