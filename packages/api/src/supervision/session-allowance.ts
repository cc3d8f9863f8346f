import { GATE_MESSAGES, sessionBlock } from '@modkit/sdk/rules';
import type { Transaction } from 'kysely';
import { findActivePackage } from '../commerce/active-package';
import type { Database } from '../db/schema';
import { forbidden } from '../http/http-error';

/**
 * Counts one mentor session against the learner's package inside the scheduling transaction: the package
 * must include sessions and have one left, and the decrement is a conditional UPDATE (remaining_session
 * > 0), so parallel requests can never spend more than there is. Returns the user_package charged.
 * Refusals are 403 with the gate's text (the mentor side reads it as the learner's allowance).
 */
export async function chargeSession(
  trx: Transaction<Database>,
  learnerId: number,
  side: 'learner' | 'mentor',
  nowIso: string,
): Promise<number> {
  const active = await findActivePackage(trx, learnerId, nowIso);
  const refuse = (text: string) => forbidden(side === 'learner' ? text : GATE_MESSAGES.learnerHasNoSessions);
  const block = sessionBlock(active?.package, active?.userPackage.remaining_session);
  if (!active || block) throw refuse(block ?? GATE_MESSAGES.sessionsLocked);
  const spent = await trx
    .updateTable('user_packages')
    .set((eb) => ({ remaining_session: eb('remaining_session', '-', 1) }))
    .where('id', '=', active.userPackage.id)
    .where('remaining_session', '>', 0)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw refuse(GATE_MESSAGES.noSessionsLeft);
  return active.userPackage.id;
}

/** Gives a cancelled session back to the package it was counted against (none: nothing to give back). */
export async function creditSession(trx: Transaction<Database>, userPackageId: number | null): Promise<void> {
  if (userPackageId === null) return;
  await trx
    .updateTable('user_packages')
    .set((eb) => ({ remaining_session: eb('remaining_session', '+', 1) }))
    .where('id', '=', userPackageId)
    .execute();
}
