import { hasFinishedGetTheIdea } from '@modkit/sdk/rules';
import type { Insertable } from 'kysely';
import type { PointsLedgerTable, UserModulesTable } from '../db/schema';
import type { DemoHistoryScope, DemoProject } from './demo-history-scope';

/** The PREMIUM learner's points, matching their history (the same actions the api awards). */
export async function insertDemoPoints(
  { trx, people, iso }: DemoHistoryScope,
  userModules: Array<Insertable<UserModulesTable>>,
  miniProject: DemoProject | undefined,
): Promise<void> {
  const ledger: Array<Insertable<PointsLedgerTable>> = [];
  for (const um of userModules.filter((u) => u.user_id === people.learner)) {
    if (hasFinishedGetTheIdea(um.completed_percentage)) {
      ledger.push({
        user_id: people.learner,
        action: 'GET_THE_IDEA',
        ref_id: um.module_id,
        points: 50,
        created_at: iso(5),
      });
    }
    if (um.reflection_question_answer) {
      ledger.push({
        user_id: people.learner,
        action: 'REFLECTION_ANSWER',
        ref_id: um.module_id,
        points: 50,
        created_at: iso(5),
      });
    }
  }
  if (miniProject) {
    ledger.push({
      user_id: people.learner,
      action: 'MINI_PROJECT',
      ref_id: miniProject.id,
      points: 100,
      created_at: iso(4),
    });
  }
  await trx.insertInto('points_ledger').values(ledger).execute();
}
