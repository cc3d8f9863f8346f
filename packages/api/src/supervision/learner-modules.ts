import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';

/** A learner's modules as their mentor reads them: assigned or viewed, with who assigned them. */

const moduleColumns = [
  'um.id',
  'um.module_id',
  'm.name',
  'm.reflection_question',
  'm.media_path',
  'um.reflection_question_answer',
  'um.last_viewed_at',
  'um.created_at',
  'um.status',
  'a.first_name',
  'a.last_name',
] as const;

const learnerModuleRows = (ctx: ApiContext, learnerId: number) =>
  ctx.db
    .selectFrom('user_modules as um')
    .innerJoin('modules as m', 'm.id', 'um.module_id')
    .leftJoin('users as a', 'a.id', 'um.assigned_by')
    .where('um.user_id', '=', learnerId);

type LearnerModuleRow = {
  id: number;
  module_id: number;
  name: string;
  reflection_question: string | null;
  media_path: string | null;
  reflection_question_answer: string | null;
  last_viewed_at: string | null;
  created_at: string;
  status: string;
  first_name: string | null;
  last_name: string | null;
};

const toLearnerModule = (r: LearnerModuleRow) => ({
  id: r.id,
  module: {
    id: r.module_id,
    name: r.name,
    reflection_question: r.reflection_question,
    media: r.media_path ? { path: r.media_path } : null,
  },
  reflection_question_answer: r.reflection_question_answer,
  lastViewd: r.last_viewed_at,
  created_at: r.created_at,
  assignedby: r.first_name ? { full_name: `${r.first_name} ${r.last_name ?? ''}`.trim() } : null,
  status: r.status,
});

/** One page of a learner's modules, latest change first; `status` ASSIGNED or VIEWED narrows it. */
export async function learnerModulesPage(
  ctx: ApiContext,
  learnerId: number,
  status: string | undefined,
  window: PageWindow,
) {
  let query = learnerModuleRows(ctx, learnerId);
  if (status === 'ASSIGNED' || status === 'VIEWED') query = query.where('um.status', '=', status);
  const { rows, total } = await pageAndTotal(query, window, (q) =>
    q.select(moduleColumns).orderBy('um.updated_at', 'desc'),
  );
  return { results: rows.map(toLearnerModule), total };
}

/** One of a learner's modules (undefined when not theirs) and the ids of their records of its projects. */
export async function learnerModule(ctx: ApiContext, learnerId: number, moduleId: number) {
  const row = await learnerModuleRows(ctx, learnerId)
    .select(moduleColumns)
    .where('um.module_id', '=', moduleId)
    .executeTakeFirst();
  if (!row) return undefined;
  const projects = await ctx.db
    .selectFrom('user_projects')
    .select('id')
    .where('user_id', '=', learnerId)
    .where('module_id', '=', moduleId)
    .execute();
  return { module: toLearnerModule(row), projectIds: projects.map((p) => p.id) };
}
