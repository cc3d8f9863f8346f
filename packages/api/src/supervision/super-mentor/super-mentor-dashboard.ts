import { defaultComparisonMonths } from '@modkit/sdk/rules';
import type { ApiContext } from '../../config/context';
import type { UserRow } from '../../http/guards/authenticate';
import { validationError } from '../../http/http-error';
import { inLearners, type LearnerSet } from '../learner-set';
import { monthRange, parseMonth } from '../month-range';
import {
  activeLearnersFromTotals,
  mentorsOf,
  minutesByDayFromTotals,
  scopeLearners,
  topByMinutesFromTotals,
} from './dashboard-totals';
import { activeUsers, learningCounts } from './org-stats';
import { categoryCounts } from './super-mentor-scope';

/** The super mentor dashboard's figures for a month, the comparison months and the filters sent. */

type Body = Record<string, unknown>;
type Month = { month: number; year: number };
type Range = { start: string; end: string };

/** The month shown (default this month) and up to three months to compare (default the recent ones). */
function dashboardMonths(ctx: ApiContext, body: Body) {
  const now = new Date(ctx.now());
  const period = parseMonth(body.month ?? now.getUTCMonth() + 1, body.year ?? now.getUTCFullYear());
  if (!period) throw validationError({ month: 'Choose a month and a year.' });
  const requested = Array.isArray(body.comparisionByMonth) ? body.comparisionByMonth : [];
  const comparison = requested
    .map((m) => parseMonth((m as Body)?.month, (m as Body)?.year))
    .filter((m): m is Month => m !== null)
    .slice(0, 3);
  return {
    range: monthRange(period.year, period.month),
    months: comparison.length ? comparison : defaultComparisonMonths(now),
  };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);

/** The ten students who answered the most reflection questions in the month. */
export function topByReflections(ctx: ApiContext, learners: LearnerSet, range: Range) {
  return ctx.db
    .selectFrom('user_modules as um')
    .innerJoin('users as u', 'u.id', 'um.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', (eb) => eb.fn.countAll<number>().as('answered')])
    .where(inLearners(ctx, 'um.user_id', learners))
    .where('um.reflection_question_answer', 'is not', null)
    .where('um.updated_at', '>=', range.start)
    .where('um.updated_at', '<', range.end)
    .groupBy(['u.id', 'u.first_name', 'u.last_name'])
    .orderBy('answered', 'desc')
    .orderBy('u.id', 'desc')
    .limit(10)
    .execute();
}

/** A student row of the top lists, with their mentor. */
function topStudent(r: { id: number; first_name: string; last_name: string }, mentorOf: Map<number, number>) {
  return {
    user_uuid: r.id,
    user_first_name: r.first_name,
    user_last_name: r.last_name,
    mentorId: mentorOf.get(r.id) ?? null,
  };
}

/** The dashboard's figures for the super mentor and the filters of `body`. */
export async function computeDashboard(ctx: ApiContext, me: UserRow, body: Body) {
  const { range, months } = dashboardMonths(ctx, body);
  const filters = {
    grade: text(body.grade),
    school: text(body.school),
    organization: text(body.organization),
  };
  const mentees = await ctx.db.selectFrom('users').select('id').where('parent_id', '=', me.id).execute();
  const mentorIds = [me.id, ...mentees.map((r) => r.id)];
  const learners = scopeLearners(ctx, mentorIds, filters);
  const [activeStudents, activeMentors, counts, categories, hourComparision, timeRows, reflectionRows] =
    await Promise.all([
      activeLearnersFromTotals(ctx, me.id, filters, range),
      activeUsers(ctx, mentorIds, range),
      learningCounts(ctx, learners, range),
      categoryCounts(ctx, learners, 'last_viewed_at', range),
      minutesByDayFromTotals(ctx, me.id, filters, months),
      topByMinutesFromTotals(ctx, learners, range),
      topByReflections(ctx, learners, range),
    ]);
  const mentorOf = await mentorsOf(
    ctx,
    mentorIds,
    [...timeRows, ...reflectionRows].map((r) => r.id),
  );
  return {
    activeStudents: [activeStudents],
    activeMentors: [activeMentors],
    ...counts,
    categories,
    hourComparision,
    timeBasedStudents: timeRows.map((r) => ({ ...topStudent(r, mentorOf), mins: Number(r.mins) })),
    reflectionBasedStudents: reflectionRows.map((r) => ({
      ...topStudent(r, mentorOf),
      questions_answered: Number(r.answered),
    })),
  };
}
