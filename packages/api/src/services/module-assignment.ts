import { GATE_MESSAGES } from '@modkit/sdk/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/authenticate';
import { badRequest } from '../http/http-error';
import { findActivePackage } from './active-package';

export const INSUFFICIENT_PLAN = GATE_MESSAGES.insufficientPlan;

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
  const fresh = unique.filter((id) => !already.has(id));
  if (fresh.length === 0) return [];

  if (learner.role === 'STUDENT') {
    const active = await findActivePackage(trx, learner.id, nowIso);
    const remaining = active?.userPackage.remaining_modules ?? 0;
    if (remaining !== -1 && remaining < fresh.length) throw badRequest(INSUFFICIENT_PLAN);
    if (active && remaining !== -1) {
      await trx
        .updateTable('user_packages')
        .set({ remaining_modules: remaining - fresh.length })
        .where('id', '=', active.userPackage.id)
        .execute();
    }
  } else if (learner.allowed_modules !== -1) {
    const used = await trx
      .selectFrom('user_modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) + fresh.length > learner.allowed_modules) throw badRequest(INSUFFICIENT_PLAN);
  }

  await trx
    .insertInto('user_modules')
    .values(
      fresh.map((module_id) => ({
        user_id: learner.id,
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
    .execute();
  const projects = await trx
    .selectFrom('projects')
    .select(['id', 'module_id'])
    .where('module_id', 'in', fresh)
    .execute();
  if (projects.length) {
    await trx
      .insertInto('user_projects')
      .values(
        projects.map((p) => ({
          user_id: learner.id,
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
  return fresh;
}
