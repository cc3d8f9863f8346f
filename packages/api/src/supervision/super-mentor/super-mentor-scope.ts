import { sql } from 'kysely';
import type { ApiContext } from '../../config/context';
import { inIdSet } from '../../db/id-set';
import type { PageWindow } from '../../db/page-query';
import { notFound } from '../../http/http-error';
import { inLearners, type LearnerSet } from '../learner-set';
import { peoplePage } from '../people-page';

/** A super mentor's organisation as their screens read it: mentees, their learners, category counts. */

/** One of the super mentor's mentees (a user whose parent they are); 404 for anyone else. */
export async function menteeOf(ctx: ApiContext, superId: number, menteeId: number) {
  const mentee = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', menteeId)
    .where('parent_id', '=', superId)
    .executeTakeFirst();
  if (!mentee) throw notFound();
  return mentee;
}

/** One page of the super mentor's mentees of these roles by first name; `keyword` (no wildcards) in the name. */
export function menteesPage(
  ctx: ApiContext,
  superId: number,
  roles: string[],
  keyword: string | undefined,
  window: PageWindow,
) {
  let query = ctx.db
    .selectFrom('users')
    .where('parent_id', '=', superId)
    .where('role', 'in', roles.length ? roles : ['MENTOR']);
  if (keyword)
    query = query.where(sql<string>`lower(first_name || ' ' || last_name)`, 'like', `%${keyword}%`);
  return peoplePage(ctx, query, (q) => q.selectAll().orderBy('first_name').orderBy('id'), window);
}

/** One page of a mentee's learners by first name. */
export function menteeLearnersPage(ctx: ApiContext, menteeId: number, window: PageWindow) {
  const query = ctx.db
    .selectFrom('mentor_learners')
    .innerJoin('users', 'users.id', 'mentor_learners.learner_id')
    .where('mentor_learners.mentor_id', '=', menteeId);
  return peoplePage(ctx, query, (q) => q.selectAll('users').orderBy('users.first_name'), window);
}

/** The learners of these mentors, each once. */
export async function learnerIdsOf(ctx: ApiContext, mentorIds: number[]): Promise<number[]> {
  if (!mentorIds.length) return [];
  const rows = await ctx.db
    .selectFrom('mentor_learners')
    .select('learner_id')
    .distinct()
    .where(inIdSet(ctx.dialect, 'mentor_id', mentorIds))
    .execute();
  return rows.map((r) => r.learner_id);
}

/** The dashboard filters that narrow the organisation's students. */
export interface ScopeFilters {
  grade?: string;
  school?: string;
  organization?: string;
}

/** The organisation's students and mentors, narrowed by the dashboard filters. */
export async function organisationScope(ctx: ApiContext, superId: number, filters: ScopeFilters) {
  const mentors = (
    await ctx.db.selectFrom('users').select('id').where('parent_id', '=', superId).execute()
  ).map((r) => r.id);
  const mentorIds = [superId, ...mentors];
  let students = ctx.db
    .selectFrom('mentor_learners')
    .innerJoin('users', 'users.id', 'mentor_learners.learner_id')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'mentor_learners.mentor_id'])
    .where(inIdSet(ctx.dialect, 'mentor_learners.mentor_id', mentorIds));
  if (filters.grade) students = students.where('users.grade_level', '=', filters.grade);
  if (filters.school) students = students.where('users.current_school_uni', '=', filters.school);
  if (filters.organization) students = students.where('organizations.name', '=', filters.organization);
  const rows = await students.execute();
  const mentorOf = new Map(rows.map((r) => [r.id, r.mentor_id]));
  return { mentorIds, studentIds: [...mentorOf.keys()], mentorOf };
}

/**
 * Modules per top-level category in a month: of these users by `column` (assigned or viewed), or, with
 * `assignedBy`, the modules that user assigned.
 */
export async function categoryCounts(
  ctx: ApiContext,
  userIds: LearnerSet,
  column: 'created_at' | 'last_viewed_at',
  range: { start: string; end: string },
  assignedBy?: number,
) {
  let query = ctx.db
    .selectFrom('user_modules as um')
    .innerJoin('modules as m', 'm.id', 'um.module_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .select([
      sql<string>`coalesce(p.name, c.name)`.as('category_name'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where(`um.${column}`, '>=', range.start)
    .where(`um.${column}`, '<', range.end)
    .groupBy(sql`coalesce(p.name, c.name)`)
    .orderBy('count', 'desc');
  query = assignedBy
    ? query.where('um.assigned_by', '=', assignedBy)
    : query.where(inLearners(ctx, 'um.user_id', userIds));
  const rows = await query.execute();
  return rows.map((r) => ({ category_name: r.category_name, count: Number(r.count) }));
}

/** The grades, schools and organisations of the organisation's students (the dashboard's filter lists). */
export async function studentFilterValues(ctx: ApiContext, studentIds: number[]) {
  if (!studentIds.length) return [];
  return ctx.db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.grade_level', 'users.current_school_uni', 'organizations.name as organization'])
    .where(inIdSet(ctx.dialect, 'users.id', studentIds))
    .execute();
}

/** A mentee's minutes per day of a month. */
export async function menteeMinutesByDay(
  ctx: ApiContext,
  menteeId: number,
  range: { start: string; end: string },
) {
  const day = sql<string>`substr(created_at, 9, 2)`;
  const days = await ctx.db
    .selectFrom('activity_logs')
    .select([day.as('day'), (eb) => eb.fn.sum<number>('min').as('mins')])
    .where('user_id', '=', menteeId)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy(day)
    .execute();
  return days.map((d) => ({ day: Number(d.day), mins: Number(d.mins) })).sort((a, b) => a.day - b.day);
}
