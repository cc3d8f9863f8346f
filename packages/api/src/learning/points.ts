import { POINTS_PER_ACTION, type PointAction } from '@modkit/sdk/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The actions that earn points and their values live in the rules (part 2 §9). */
export type { PointAction } from '@modkit/sdk/rules';

const NOTICE: Record<PointAction, string> = {
  SHARE: 'for sharing a module',
  GET_THE_IDEA: "for completing 'Get the Idea'",
  REFLECTION_ANSWER: 'for answering a reflection question',
  MINI_PROJECT: 'for submitting a mini project',
  SKILL_BUILDING_PROJECT: 'for submitting a skill-building project',
  COLLECTION: 'for completing a collection',
};

/**
 * Awards an action's points once per (user, action, subject): a repeated action earns nothing.
 * Runs inside the caller's transaction; returns the points awarded (0 when already awarded).
 */
export async function awardPoints(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  action: PointAction,
  refId: number,
  nowIso: string,
): Promise<number> {
  const points = POINTS_PER_ACTION[action];
  const inserted = await db
    .insertInto('points_ledger')
    .values({ user_id: userId, action, ref_id: refId, points, created_at: nowIso })
    .onConflict((oc) => oc.columns(['user_id', 'action', 'ref_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 0;
  await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      body: `You earned ${points} points ${NOTICE[action]}.`,
      is_read: 0,
      created_at: nowIso,
    })
    .execute();
  return points;
}
