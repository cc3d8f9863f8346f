import { GATE_MESSAGES, hasFinishedGetTheIdea, reflectionOutcome, type TimedAnswer } from '@modkit/sdk/rules';
import type { Selectable, Transaction } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { Database, UserModulesTable } from '../db/schema';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest } from '../http/http-error';
import { issueCertificatesOfModule } from './certificates';
import { myModuleRecord } from './my-modules';
import { awardPoints } from './points';

export const NOT_ASSIGNED = GATE_MESSAGES.notAssigned;

type UserModuleRow = Selectable<UserModulesTable>;

/** The learner's record of a module; 400 (not assigned) when there is none. */
export async function myAssignment(
  ctx: ApiContext,
  userId: number,
  moduleId: number,
): Promise<UserModuleRow> {
  const record = await myModuleRecord(ctx, userId, moduleId);
  if (!record) throw badRequest(NOT_ASSIGNED);
  return record;
}

/**
 * The certificates a step may have completed, issued now so the module's completion shows them. A failure
 * (the PDF, the storage) loses nothing: the step is saved, and the collection's page issues it later.
 */
export const issueCertificatesOf = (ctx: ApiContext, user: UserRow, moduleId: number) =>
  issueCertificatesOfModule(ctx, user, moduleId).catch((error: unknown) =>
    console.error('certificate after a module step:', error),
  );

/**
 * Saves a learner's progress in a module; answers the record and the points the step earned. The percentage
 * never lowers (part 1 §4); a rise emits module-progress and may issue certificates.
 */
export async function saveProgress(
  ctx: ApiContext,
  user: UserRow,
  record: UserModuleRow,
  progress: { pct: number; tab: number },
) {
  const { pct, tab } = progress;
  const moduleId = record.module_id;
  const now = isoNow(ctx.now);
  let pointsAwarded = 0;
  let published: (() => void) | undefined;
  const updated = await ctx.db.transaction().execute(async (trx) => {
    // Never lower: the stored percentage only rises (part 1 §4). The rise is one conditional update, so
    // that two requests racing with the same value record (and publish) it once.
    const rose = await trx
      .updateTable('user_modules')
      .set({
        completed_percentage: pct,
        completed_tab: Math.max(tab, record.completed_tab),
        status: 'VIEWED',
        updated_at: now,
      })
      .where('id', '=', record.id)
      .where('completed_percentage', '<', pct)
      .executeTakeFirst();
    if (rose.numUpdatedRows > 0n) {
      if (hasFinishedGetTheIdea(pct) && user.role === 'STUDENT')
        pointsAwarded = await awardPoints(trx, user.id, 'GET_THE_IDEA', moduleId, now);
      // The LTI tool's score is recorded in this transaction: it commits with the progress or not at all.
      published = await ctx.events.emit(
        'module-progress',
        { userId: user.id, moduleId, completedPercentage: pct },
        trx,
      );
    }
    return trx.selectFrom('user_modules').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
  });
  published?.();
  if (published && hasFinishedGetTheIdea(pct)) await issueCertificatesOf(ctx, user, moduleId);
  return { updated, pointsAwarded };
}

/**
 * Stores a learner's reflection answer and awards its points (once); answers the record. Of two answers the
 * one made last (by the device's time, `answered.at`) is the answer, and the other goes to the learner's
 * history (`reflectionOutcome`), whichever arrived first.
 */
export async function saveReflectionAnswer(
  ctx: ApiContext,
  userId: number,
  record: UserModuleRow,
  answered: TimedAnswer,
  now: string,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const mine = trx.selectFrom('user_modules').selectAll().where('id', '=', record.id);
    const before = await (ctx.dialect === 'postgres' ? mine.forUpdate() : mine).executeTakeFirstOrThrow();
    const stored = before.reflection_question_answer
      ? { answer: before.reflection_question_answer, at: before.reflection_answered_at ?? '' }
      : null;
    const { current, history } = reflectionOutcome(stored, answered);
    if (current !== stored)
      await trx
        .updateTable('user_modules')
        .set({
          reflection_question_answer: current.answer,
          reflection_answered_at: current.at,
          updated_at: now,
        })
        .where('id', '=', record.id)
        .execute();
    if (history) await keepInHistory(trx, userId, record.module_id, history, now);
    await awardPoints(trx, userId, 'REFLECTION_ANSWER', record.module_id, now);
    return trx.selectFrom('user_modules').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
  });
}

/** An answer that is not the current one, kept for the learner (once: the same answer made at the same time). */
async function keepInHistory(
  trx: Transaction<Database>,
  userId: number,
  moduleId: number,
  answer: TimedAnswer,
  now: string,
) {
  const kept = await trx
    .selectFrom('reflection_answer_history')
    .select('id')
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .where('answer', '=', answer.answer)
    .where('answered_at', '=', answer.at)
    .executeTakeFirst();
  if (kept) return;
  await trx
    .insertInto('reflection_answer_history')
    .values({
      user_id: userId,
      module_id: moduleId,
      answer: answer.answer,
      answered_at: answer.at,
      kept_at: now,
    })
    .execute();
}
