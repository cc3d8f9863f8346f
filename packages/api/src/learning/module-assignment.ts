import { GATE_MESSAGES } from '@modkit/sdk/rules';
import type { Transaction } from 'kysely';
import { findActivePackage } from '../commerce/active-package';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest } from '../http/http-error';

const INSUFFICIENT_PLAN = GATE_MESSAGES.insufficientPlan;

/**
 * Assigns modules to a learner inside a transaction: modules already assigned cost nothing; each new
 * one needs the learner's package to have modules left (-1 = unlimited), which it decrements, and opens
 * a PENDING user project per project of the module. Returns the ids newly assigned.
 */
export async function assignModulesTo(
  trx: Transaction<Database>,
  learner: UserRow,
  moduleIds: number[],
  assignedBy: number | null,
  nowIso: string,
): Promise<number[]> {
  const unique = [...new Set(moduleIds)];
  const existing = await trx
    .selectFrom('modules')
    .select('id')
    .where('id', 'in', unique)
    .where('status', '=', 'PUBLISH')
    .execute();
  if (existing.length !== unique.length)
    throw badRequest('One or more modules do not exist.', { modules: ['One or more modules do not exist.'] });
  const already = new Set(
    (
      await trx
        .selectFrom('user_modules')
        .select('module_id')
        .where('user_id', '=', learner.id)
        .where('module_id', 'in', unique)
        .execute()
    ).map((r) => r.module_id),
  );
  const candidates = unique.filter((id) => !already.has(id));
  if (candidates.length === 0) return [];

  // Insert first (a module a parallel request assigned meanwhile is skipped, never a unique-key 500),
  // then pay for exactly what was inserted; a refused payment rolls the inserts back.
  const fresh = await insertAssignments(trx, learner.id, candidates, assignedBy, nowIso);
  if (fresh.length === 0) return [];
  await spendModuleAllowance(trx, learner, fresh.length, nowIso);
  await openProjectsOf(trx, learner.id, fresh, nowIso);
  return fresh;
}

/** Inserts ASSIGNED records of modules, skipping any the learner has meanwhile; returns the ids inserted. */
async function insertAssignments(
  trx: Transaction<Database>,
  learnerId: number,
  moduleIds: number[],
  assignedBy: number | null,
  nowIso: string,
): Promise<number[]> {
  const inserted = await trx
    .insertInto('user_modules')
    .values(
      moduleIds.map((module_id) => ({
        user_id: learnerId,
        module_id,
        status: 'ASSIGNED',
        completed_percentage: 0,
        completed_tab: 0,
        reflection_question_answer: null,
        assigned_by: assignedBy,
        last_viewed_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
    .returning('module_id')
    .execute();
  return inserted.map((r) => r.module_id);
}

/** Opens a PENDING user project per project of the newly assigned modules. */
async function openProjectsOf(
  trx: Transaction<Database>,
  learnerId: number,
  moduleIds: number[],
  nowIso: string,
): Promise<void> {
  const projects = await trx
    .selectFrom('projects')
    .select(['id', 'module_id'])
    .where('module_id', 'in', moduleIds)
    .execute();
  if (!projects.length) return;
  await trx
    .insertInto('user_projects')
    .values(
      projects.map((p) => ({
        user_id: learnerId,
        project_id: p.id,
        module_id: p.module_id,
        status: 'PENDING',
        description: null,
        link: null,
        submitted_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'project_id']).doNothing())
    .execute();
}

/**
 * Pays for `count` newly assigned modules. A learner's package allowance (-1 = unlimited) is decremented by
 * a conditional UPDATE (remaining_modules >= count), so parallel assigns can never overspend it, on SQLite
 * or PostgreSQL. A mentor's allowed_modules caps what they hold: their row is locked (a no-op UPDATE) before
 * counting, so parallel assigns are counted one after the other.
 */
async function spendModuleAllowance(
  trx: Transaction<Database>,
  learner: UserRow,
  count: number,
  nowIso: string,
): Promise<void> {
  if (learner.role === 'STUDENT') {
    const active = await findActivePackage(trx, learner.id, nowIso);
    if (!active) throw badRequest(INSUFFICIENT_PLAN);
    if (active.userPackage.remaining_modules === -1) return;
    const spent = await trx
      .updateTable('user_packages')
      .set((eb) => ({ remaining_modules: eb('remaining_modules', '-', count) }))
      .where('id', '=', active.userPackage.id)
      .where('remaining_modules', '>=', count)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest(INSUFFICIENT_PLAN);
    return;
  }
  if (learner.allowed_modules === -1) return;
  await trx.updateTable('users').set({ updated_at: nowIso }).where('id', '=', learner.id).execute();
  const held = await trx
    .selectFrom('user_modules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', learner.id)
    .executeTakeFirstOrThrow();
  if (Number(held.n) > learner.allowed_modules) throw badRequest(INSUFFICIENT_PLAN);
}
