import { DASHBOARD_WIDGETS, defaultComparisonMonths, SUCCESS_MESSAGES, sortGrades } from '@modkit/sdk/rules';
import type { Router } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth, requireRole, type UserRow } from '../http/authenticate';
import { notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, queryString } from '../http/params';
import { toPerson } from '../serializers/person';
import { answerCache } from '../services/answer-cache';
import { monthRange, parseMonth } from '../services/month-range';
import { activeUsers, learningCounts, minutesByDay } from '../services/org-stats';

export const MENTEE_REMOVED = SUCCESS_MESSAGES.menteeRemoved;

/** My Mentees, mentee details, activity and stats, the dashboard and its filter lists (part 2). */
export function registerSuperMentorRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  const superMentor = requireRole('SUPER_MENTOR');

  const menteeOf = async (superId: number, menteeId: number) => {
    const mentee = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', menteeId)
      .where('parent_id', '=', superId)
      .executeTakeFirst();
    if (!mentee) throw notFound();
    return mentee;
  };
  const learnerIdsOf = async (mentorIds: number[]) =>
    mentorIds.length
      ? (
          await ctx.db
            .selectFrom('mentor_learners')
            .select('learner_id')
            .distinct()
            .where('mentor_id', 'in', mentorIds)
            .execute()
        ).map((r) => r.learner_id)
      : [];

  router.get('/users/mentees', auth, superMentor, async (req, res) => {
    const me = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const types = (queryString(req.query.type) ?? 'SUPER_MENTOR,MENTOR')
      .split(',')
      .filter((t) => t === 'MENTOR' || t === 'SUPER_MENTOR');
    const keyword = queryString(req.query.keyword)
      ?.toLowerCase()
      .replace(/[%_\\]/g, '');
    let query = ctx.db
      .selectFrom('users')
      .where('parent_id', '=', me.id)
      .where('role', 'in', types.length ? types : ['MENTOR']);
    if (keyword)
      query = query.where(sql<string>`lower(first_name || ' ' || last_name)`, 'like', `%${keyword}%`);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('first_name').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = isoNow(ctx.now);
    res.json(
      paged(await Promise.all(rows.map((u) => toPerson(ctx.db, u, now))), Number(count.n), page, limit),
    );
  });

  router.get('/users/mentees/:id', auth, superMentor, async (req, res) => {
    const mentee = await menteeOf(currentUser(res).id, idParam(req.params.id));
    res.json({ data: { mentor: await toPerson(ctx.db, mentee, isoNow(ctx.now)) } });
  });

  router.get('/users/mentees/:id/learners', auth, superMentor, async (req, res) => {
    const mentee = await menteeOf(currentUser(res).id, idParam(req.params.id));
    const { page, limit, offset } = pageParams(req.query, 10);
    const query = ctx.db
      .selectFrom('mentor_learners')
      .innerJoin('users', 'users.id', 'mentor_learners.learner_id')
      .where('mentor_learners.mentor_id', '=', mentee.id);
    const [rows, count] = await Promise.all([
      query.selectAll('users').orderBy('users.first_name').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = isoNow(ctx.now);
    res.json(
      paged(await Promise.all(rows.map((u) => toPerson(ctx.db, u, now))), Number(count.n), page, limit),
    );
  });

  router.delete('/users/mentees/:id', auth, superMentor, async (req, res) => {
    const mentee = await menteeOf(currentUser(res).id, idParam(req.params.id));
    await ctx.db
      .updateTable('users')
      .set({ parent_id: null, updated_at: isoNow(ctx.now) })
      .where('id', '=', mentee.id)
      .execute();
    res.json({ data: { id: mentee.id }, message: MENTEE_REMOVED });
  });

  const categoryCounts = (
    userIds: number[],
    column: 'created_at' | 'last_viewed_at',
    range: { start: string; end: string },
    assignedBy?: number,
  ) => {
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
      : query.where('um.user_id', 'in', userIds.length ? userIds : [0]);
    return query
      .execute()
      .then((rows) => rows.map((r) => ({ category_name: r.category_name, count: Number(r.count) })));
  };

  router.get('/users/mentees/:id/activity', auth, superMentor, async (req, res) => {
    const mentee = await menteeOf(currentUser(res).id, idParam(req.params.id));
    const period = parseMonth(req.query.month, req.query.year);
    if (!period) throw validationError({ month: 'Choose a month and a year.' });
    const range = monthRange(period.year, period.month);
    const day = sql<string>`substr(created_at, 9, 2)`;
    const [days, assignedCategories, viewedCategories] = await Promise.all([
      ctx.db
        .selectFrom('activity_logs')
        .select([day.as('day'), (eb) => eb.fn.sum<number>('min').as('mins')])
        .where('user_id', '=', mentee.id)
        .where('created_at', '>=', range.start)
        .where('created_at', '<', range.end)
        .groupBy(day)
        .execute(),
      categoryCounts([], 'created_at', range, mentee.id),
      categoryCounts([mentee.id], 'last_viewed_at', range),
    ]);
    res.json({
      data: {
        assignedCategories,
        viewedCategories,
        mentorActivity: days
          .map((d) => ({ day: Number(d.day), mins: Number(d.mins) }))
          .sort((a, b) => a.day - b.day),
      },
    });
  });

  router.get('/users/mentees/:id/stats', auth, superMentor, async (req, res) => {
    const mentee = await menteeOf(currentUser(res).id, idParam(req.params.id));
    const period = parseMonth(req.query.month, req.query.year);
    const range = period ? monthRange(period.year, period.month) : undefined;
    const learners = await learnerIdsOf([mentee.id]);
    const [active, counts] = await Promise.all([
      activeUsers(ctx, learners, range),
      learningCounts(ctx, learners, range),
    ]);
    res.json({ data: { activeStudents: [active], totalLearners: learners.length, ...counts } });
  });

  /** The organisation's students and mentors, narrowed by the dashboard filters. */
  const scope = async (
    superId: number,
    filters: { grade?: string; school?: string; organization?: string },
  ) => {
    const mentors = (
      await ctx.db.selectFrom('users').select('id').where('parent_id', '=', superId).execute()
    ).map((r) => r.id);
    const mentorIds = [superId, ...mentors];
    let students = ctx.db
      .selectFrom('mentor_learners')
      .innerJoin('users', 'users.id', 'mentor_learners.learner_id')
      .leftJoin('organizations', 'organizations.id', 'users.organization_id')
      .select(['users.id', 'mentor_learners.mentor_id'])
      .where('mentor_learners.mentor_id', 'in', mentorIds);
    if (filters.grade) students = students.where('users.grade_level', '=', filters.grade);
    if (filters.school) students = students.where('users.current_school_uni', '=', filters.school);
    if (filters.organization) students = students.where('organizations.name', '=', filters.organization);
    const rows = await students.execute();
    const mentorOf = new Map(rows.map((r) => [r.id, r.mentor_id]));
    return { mentorIds, studentIds: [...mentorOf.keys()], mentorOf };
  };

  router.get('/users/school-grade', auth, superMentor, async (_req, res) => {
    const { studentIds } = await scope(currentUser(res).id, {});
    const rows = studentIds.length
      ? await ctx.db
          .selectFrom('users')
          .leftJoin('organizations', 'organizations.id', 'users.organization_id')
          .select(['users.grade_level', 'users.current_school_uni', 'organizations.name as organization'])
          .where('users.id', 'in', studentIds)
          .execute()
      : [];
    const list = (values: Array<string | null>) =>
      [...new Set(values.filter((v): v is string => !!v))].sort();
    res.json({
      data: {
        gradeList: sortGrades(list(rows.map((r) => r.grade_level))),
        schoolList: list(rows.map((r) => r.current_school_uni)),
        organizationList: list(rows.map((r) => r.organization)),
      },
    });
  });

  // Dashboards summarise months of activity: an answer is reused for a minute per super mentor and
  // filter set, and concurrent identical requests share one computation.
  const dashboards = answerCache<string, object, { me: UserRow; body: Record<string, unknown> }>({
    max: 200,
    ttlMs: 60_000,
    now: ctx.now,
    load: (_key, { me, body }) => computeDashboard(me, body),
  });
  router.post('/users/supermentor-dashboard', auth, superMentor, async (req, res) => {
    const me = currentUser(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const filters = ['month', 'year', 'grade', 'school', 'organization', 'comparisionByMonth'].map(
      (f) => body[f],
    );
    const key = `${me.id}|${JSON.stringify(filters)}`.slice(0, 2000);
    // The widget access is read on every request (not cached): an administrator's change shows at once.
    const [figures, access] = await Promise.all([
      dashboards.get(key, { me, body }),
      ctx.db
        .selectFrom('dashboard_access')
        .select(['widget', 'access'])
        .where('user_id', '=', me.id)
        .execute(),
    ]);
    const accessMap = Object.fromEntries(
      DASHBOARD_WIDGETS.map((w) => [w, access.find((a) => a.widget === w)?.access ?? 'SHOW']),
    );
    res.json({ data: { access: accessMap, ...figures } });
  });

  const computeDashboard = async (me: UserRow, body: Record<string, unknown>) => {
    const now = new Date(ctx.now());
    const period = parseMonth(body.month ?? now.getUTCMonth() + 1, body.year ?? now.getUTCFullYear());
    if (!period) throw validationError({ month: 'Choose a month and a year.' });
    const requested = Array.isArray(body.comparisionByMonth) ? body.comparisionByMonth : [];
    const comparison = requested
      .map((m) => parseMonth((m as Record<string, unknown>)?.month, (m as Record<string, unknown>)?.year))
      .filter((m): m is { month: number; year: number } => m !== null)
      .slice(0, 3);
    const months = comparison.length ? comparison : defaultComparisonMonths(now);
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);
    const { mentorIds, studentIds, mentorOf } = await scope(me.id, {
      grade: text(body.grade),
      school: text(body.school),
      organization: text(body.organization),
    });
    const range = monthRange(period.year, period.month);
    const inScope = studentIds.length ? studentIds : [0];

    const [activeStudents, activeMentors, counts, categories, hourComparision, timeRows, reflectionRows] =
      await Promise.all([
        activeUsers(ctx, studentIds, range),
        activeUsers(ctx, mentorIds, range),
        learningCounts(ctx, studentIds, range),
        categoryCounts(studentIds, 'last_viewed_at', range),
        minutesByDay(ctx, studentIds, months),
        ctx.db
          .selectFrom('activity_logs as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['u.id', 'u.first_name', 'u.last_name', sql<number>`sum(a.min)`.as('mins')])
          .where('a.user_id', 'in', inScope)
          .where('a.created_at', '>=', range.start)
          .where('a.created_at', '<', range.end)
          .groupBy(['u.id', 'u.first_name', 'u.last_name'])
          .orderBy('mins', 'desc')
          .limit(10)
          .execute(),
        ctx.db
          .selectFrom('user_modules as um')
          .innerJoin('users as u', 'u.id', 'um.user_id')
          .select(['u.id', 'u.first_name', 'u.last_name', (eb) => eb.fn.countAll<number>().as('answered')])
          .where('um.user_id', 'in', inScope)
          .where('um.reflection_question_answer', 'is not', null)
          .where('um.updated_at', '>=', range.start)
          .where('um.updated_at', '<', range.end)
          .groupBy(['u.id', 'u.first_name', 'u.last_name'])
          .orderBy('answered', 'desc')
          .limit(10)
          .execute(),
      ]);
    return {
      activeStudents: [activeStudents],
      activeMentors: [activeMentors],
      ...counts,
      categories,
      hourComparision,
      timeBasedStudents: timeRows.map((r) => ({
        user_uuid: r.id,
        user_first_name: r.first_name,
        user_last_name: r.last_name,
        mentorId: mentorOf.get(r.id) ?? null,
        mins: Number(r.mins),
      })),
      reflectionBasedStudents: reflectionRows.map((r) => ({
        user_uuid: r.id,
        user_first_name: r.first_name,
        user_last_name: r.last_name,
        mentorId: mentorOf.get(r.id) ?? null,
        questions_answered: Number(r.answered),
      })),
    };
  };
}
