import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest } from '../http/http-error';

/**
 * A learner joining a mentor by invitation: the mentor must be an active mentor with invites left (one
 * is spent), the learner takes the mentor's organisation when without one, and the mentor is told.
 * Joining a mentor twice changes nothing. `failed` is the refusal's message.
 */
export async function joinMentor(ctx: ApiContext, learner: UserRow, mentorId: number, failed: string) {
  const now = isoNow(ctx.now);
  await ctx.db.transaction().execute(async (trx) => {
    const mentor = await trx
      .selectFrom('users')
      .select(['id', 'max_invites', 'organization_id', 'first_name', 'last_name'])
      .where('id', '=', mentorId)
      .where('role', 'in', ['MENTOR', 'SUPER_MENTOR'])
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!mentor) throw badRequest(failed);
    const already = await trx
      .selectFrom('mentor_learners')
      .select('learner_id')
      .where('mentor_id', '=', mentorId)
      .where('learner_id', '=', learner.id)
      .executeTakeFirst();
    if (already) return;
    // The decrement only succeeds while invites remain, so two racing joins cannot overdraw it.
    const spent = await trx
      .updateTable('users')
      .set((eb) => ({ max_invites: eb('max_invites', '-', 1) }))
      .where('id', '=', mentorId)
      .where('max_invites', '>', 0)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest(failed);
    await trx
      .insertInto('mentor_learners')
      .values({ mentor_id: mentorId, learner_id: learner.id, created_at: now })
      .execute();
    if (mentor.organization_id && !learner.organization_id) {
      await trx
        .updateTable('users')
        .set({ organization_id: mentor.organization_id })
        .where('id', '=', learner.id)
        .execute();
    }
    await trx
      .insertInto('notifications')
      .values({
        user_id: mentorId,
        body: `${learner.first_name} ${learner.last_name} joined your learners.`.trim(),
        is_read: 0,
        created_at: now,
      })
      .execute();
  });
}
