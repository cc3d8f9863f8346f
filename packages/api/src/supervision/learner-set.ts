import { type Expression, type SqlBool, sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { inIdSet } from '../db/id-set';

/**
 * Whose figures a statistic counts: a list of user ids (a mentee's learners), or a subquery of one id column
 * (an organisation's learners, which may be 50 000: the database reads them where they are instead of the
 * server sending them back as a list).
 */
export type LearnerSet = readonly number[] | Expression<unknown>;

/** `column` is one of the learners. */
export function inLearners(ctx: ApiContext, column: string, learners: LearnerSet): Expression<SqlBool> {
  if (Array.isArray(learners)) return inIdSet(ctx.dialect, column, learners as readonly number[]);
  // SQLite: `+column` keeps the planner on the table's time range (index) and the learners as a set it
  // builds once; without it, it walked the organisation's 50 000 learners one index lookup at a time.
  const ref = ctx.dialect === 'sqlite' ? sql`+${sql.ref(column)}` : sql.ref(column);
  return sql<SqlBool>`${ref} in (${learners as Expression<unknown>})`;
}

/** Whether the set is a list with nobody in it (a subquery is never known empty beforehand). */
export const noLearners = (learners: LearnerSet) => Array.isArray(learners) && learners.length === 0;
