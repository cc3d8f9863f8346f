/** My Mentees, mentee details, activity and stats, the dashboard and its filter lists (part 2). */
import { DASHBOARD_WIDGETS, SUCCESS_MESSAGES, sortGrades } from '@modkit/sdk/rules';
import type { Request, RequestHandler, Response } from 'express';
import type { ApiContext } from '../../config/context';
import { answerCache } from '../../db/answer-cache';
import { isoNow } from '../../db/now';
import { currentUser, type UserRow } from '../../http/guards/authenticate';
import { validationError } from '../../http/http-error';
import { searchKeyword } from '../../http/input/list-query';
import { idParam, queryString } from '../../http/input/params';
import { paged, pageParams } from '../../http/paging';
import { monthRange, parseMonth } from '../month-range';
import { toPerson } from '../person';
import { activeUsers, learningCounts } from './org-stats';
import { computeDashboard } from './super-mentor-dashboard';
import {
  categoryCounts,
  learnerIdsOf,
  menteeLearnersPage,
  menteeMinutesByDay,
  menteeOf,
  menteesPage,
  organisationScope,
  studentFilterValues,
} from './super-mentor-scope';

const MENTEE_REMOVED = SUCCESS_MESSAGES.menteeRemoved;

/** The super mentor's mentee of the path (404 for anyone else). */
const pathMentee = (ctx: ApiContext, req: Request, res: Response) =>
  menteeOf(ctx, currentUser(res).id, idParam(req.params.id));

export const listMentees =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const me = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const types = (queryString(req.query.type) ?? 'SUPER_MENTOR,MENTOR')
      .split(',')
      .filter((t) => t === 'MENTOR' || t === 'SUPER_MENTOR');
    const keyword = searchKeyword(req.query.keyword);
    const { results, total } = await menteesPage(ctx, me.id, types, keyword, { limit, offset });
    res.json(paged(results, total, page, limit));
  };

export const menteeDetails =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentee = await pathMentee(ctx, req, res);
    res.json({ data: { mentor: await toPerson(ctx.db, mentee, isoNow(ctx.now)) } });
  };

export const menteeLearners =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentee = await pathMentee(ctx, req, res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const { results, total } = await menteeLearnersPage(ctx, mentee.id, { limit, offset });
    res.json(paged(results, total, page, limit));
  };

export const removeMentee =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentee = await pathMentee(ctx, req, res);
    await ctx.db
      .updateTable('users')
      .set({ parent_id: null, updated_at: isoNow(ctx.now) })
      .where('id', '=', mentee.id)
      .execute();
    res.json({ data: { id: mentee.id }, message: MENTEE_REMOVED });
  };

export const menteeActivity =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentee = await pathMentee(ctx, req, res);
    const period = parseMonth(req.query.month, req.query.year);
    if (!period) throw validationError({ month: 'Choose a month and a year.' });
    const range = monthRange(period.year, period.month);
    const [mentorActivity, assignedCategories, viewedCategories] = await Promise.all([
      menteeMinutesByDay(ctx, mentee.id, range),
      categoryCounts(ctx, [], 'created_at', range, mentee.id),
      categoryCounts(ctx, [mentee.id], 'last_viewed_at', range),
    ]);
    res.json({ data: { assignedCategories, viewedCategories, mentorActivity } });
  };

export const menteeStats =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentee = await pathMentee(ctx, req, res);
    const period = parseMonth(req.query.month, req.query.year);
    const range = period ? monthRange(period.year, period.month) : undefined;
    const learners = await learnerIdsOf(ctx, [mentee.id]);
    const [active, counts] = await Promise.all([
      activeUsers(ctx, learners, range),
      learningCounts(ctx, learners, range),
    ]);
    res.json({ data: { activeStudents: [active], totalLearners: learners.length, ...counts } });
  };

export const dashboardFilterLists =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    const { studentIds } = await organisationScope(ctx, currentUser(res).id, {});
    const rows = await studentFilterValues(ctx, studentIds);
    const list = (values: Array<string | null>) =>
      [...new Set(values.filter((v): v is string => !!v))].sort();
    res.json({
      data: {
        gradeList: sortGrades(list(rows.map((r) => r.grade_level))),
        schoolList: list(rows.map((r) => r.current_school_uni)),
        organizationList: list(rows.map((r) => r.organization)),
      },
    });
  };

export const superMentorDashboard = (ctx: ApiContext): RequestHandler => {
  // Dashboards summarise months of activity: an answer is reused for a minute per super mentor and
  // filter set, and concurrent identical requests share one computation.
  const dashboards = answerCache<string, object, { me: UserRow; body: Record<string, unknown> }>({
    max: 200,
    ttlMs: 60_000,
    now: ctx.now,
    load: (_key, { me, body }) => computeDashboard(ctx, me, body),
  });
  // An erased learner leaves the leaderboards at once on this server (within the minute on the others).
  ctx.events.on('user-erasing', () => () => dashboards.clear());
  return async (req, res) => {
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
  };
};
