import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import type { FileLinks } from '../storage/file-links';
import { loadUserProjects } from './user-project';

/** A learner's project records as a reader sees them: by id, and paged lists (My Projects, a mentor's view). */

/** The user projects of these ids, in order, with document links made by `links` (the reader's). */
export function userProjectsFor(ctx: ApiContext, links: FileLinks, ids: number[]) {
  return loadUserProjects(ctx.db, ids, links);
}

/** Which of a learner's project records a list shows, and in which order. */
export interface UserProjectFilter {
  learnerId: number;
  status: string;
  /** Lower case, without LIKE wildcards: matched in the project's name (and the module's, with `inModules`). */
  keyword?: string;
  inModules?: boolean;
  /** `YYYY-MM`: records last changed that month. */
  month?: string;
  /** Latest change (then id) or submission time. */
  orderBy: 'updated_at' | 'submitted_at';
  direction: 'asc' | 'desc';
}

/** One page of a learner's project records, with document links made by `links`, and their count. */
export async function userProjectsPage(
  ctx: ApiContext,
  links: FileLinks,
  filter: UserProjectFilter,
  window: PageWindow,
) {
  const { keyword, month, direction } = filter;
  let query = ctx.db
    .selectFrom('user_projects as up')
    .innerJoin('projects as p', 'p.id', 'up.project_id')
    .innerJoin('modules as m', 'm.id', 'up.module_id')
    .where('up.user_id', '=', filter.learnerId)
    .where('up.status', '=', filter.status);
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.name']), 'like', `%${keyword}%`),
        ...(filter.inModules ? [eb(eb.fn('lower', ['m.name']), 'like', `%${keyword}%`)] : []),
      ]),
    );
  }
  if (month) query = query.where('up.updated_at', 'like', `${month}%`);
  const { rows, total } = await pageAndTotal(query, window, (q) =>
    filter.orderBy === 'updated_at'
      ? q.select('up.id').orderBy('up.updated_at', direction).orderBy('up.id', direction)
      : q.select('up.id').orderBy('up.submitted_at', direction),
  );
  return {
    results: await userProjectsFor(
      ctx,
      links,
      rows.map((r) => r.id),
    ),
    total,
  };
}
