import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import { forbidden, notFound } from '../http/http-error';

/**
 * The mentor whose learners a request reads: the caller, or, for a super mentor passing `mentorId`,
 * one of their own mentees (a mentor whose parent is the caller). Anyone else is refused.
 */
export async function actingMentorId(
  ctx: ApiContext,
  caller: UserRow,
  mentorId: number | undefined,
): Promise<number> {
  if (caller.role !== 'MENTOR' && caller.role !== 'SUPER_MENTOR') throw forbidden();
  if (!mentorId || mentorId === caller.id) return caller.id;
  if (caller.role !== 'SUPER_MENTOR') throw forbidden();
  const mentee = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', mentorId)
    .where('parent_id', '=', caller.id)
    .executeTakeFirst();
  if (!mentee) throw notFound();
  return mentee.id;
}

/** 404 unless `learnerId` is one of the mentor's learners. */
export async function assertLearnerOf(ctx: ApiContext, mentorId: number, learnerId: number): Promise<void> {
  const link = await ctx.db
    .selectFrom('mentor_learners')
    .select('learner_id')
    .where('mentor_id', '=', mentorId)
    .where('learner_id', '=', learnerId)
    .executeTakeFirst();
  if (!link) throw notFound();
}
