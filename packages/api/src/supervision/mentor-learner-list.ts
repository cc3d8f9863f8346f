import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import type { PageWindow } from '../db/page-query';
import { notFound } from '../http/http-error';
import { peoplePage } from './people-page';

/** A mentor's learners: the paged list (searchable by name) and removing learners from it. */

/** One page of a mentor's learners by first name, as person cards; `keyword` (no wildcards) in the name. */
export async function learnersPage(
  ctx: ApiContext,
  mentorId: number,
  keyword: string | undefined,
  window: PageWindow,
) {
  let query = ctx.db
    .selectFrom('mentor_learners')
    .innerJoin('users', 'users.id', 'mentor_learners.learner_id')
    .where('mentor_learners.mentor_id', '=', mentorId);
  if (keyword) {
    query = query.where(
      sql<string>`lower(users.first_name || ' ' || users.last_name)`,
      'like',
      `%${keyword}%`,
    );
  }
  return peoplePage(
    ctx,
    query,
    (q) => q.selectAll('users').orderBy('users.first_name').orderBy('users.id'),
    window,
  );
}

/** Removes learners from a mentor's list, all or none: 404 when one of them is not the mentor's. */
export async function removeLearners(ctx: ApiContext, mentorId: number, learnerIds: number[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('mentor_learners')
      .select('learner_id')
      .where('mentor_id', '=', mentorId)
      .where('learner_id', 'in', learnerIds)
      .execute();
    if (linked.length !== new Set(learnerIds).size) throw notFound();
    await trx
      .deleteFrom('mentor_learners')
      .where('mentor_id', '=', mentorId)
      .where('learner_id', 'in', learnerIds)
      .execute();
  });
}

/** Removes one learner from a mentor's list (the link is known to exist). */
export async function removeLearner(ctx: ApiContext, mentorId: number, learnerId: number): Promise<void> {
  await ctx.db
    .deleteFrom('mentor_learners')
    .where('mentor_id', '=', mentorId)
    .where('learner_id', '=', learnerId)
    .execute();
}
