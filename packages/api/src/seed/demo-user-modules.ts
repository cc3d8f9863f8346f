import { tabsCompletedFromPercentage } from '@modkit/sdk/rules';
import type { Insertable } from 'kysely';
import type { UserModulesTable } from '../db/schema';
import type { DemoHistoryScope, DemoModule } from './demo-history-scope';
import { progressFields } from './demo-progress';
import { pick } from './prng';

/**
 * The demo's user-module records: which modules each learner viewed or was assigned, and how far they got.
 */
export interface DemoUserModules {
  /** Every record, in the order inserted. */
  userModules: Array<Insertable<UserModulesTable>>;
  /** The PREMIUM learner's ten modules (the first ten demo modules). */
  learnerModules: DemoModule[];
}

/**
 * Inserts the viewed and assigned modules with their progress and reflection answers: the PREMIUM
 * learner's ten, the FREE learner's two and a few random ones for each classmate (drawn from the seeded
 * random numbers).
 */
export async function insertDemoUserModules(
  { trx, people, iso, random }: DemoHistoryScope,
  modules: DemoModule[],
): Promise<DemoUserModules> {
  // The PREMIUM learner's modules: three finished, two half-way, three started, two assigned by the mentor.
  const learnerModules = modules.slice(0, 10);
  const progress = [100, 100, 100, 67, 66, 33, 33, 33, 0, 0];
  const userModules: Array<Insertable<UserModulesTable>> = learnerModules.map((m, i) => ({
    user_id: people.learner,
    module_id: m.id,
    status: progress[i] === 0 ? 'ASSIGNED' : 'VIEWED',
    completed_percentage: progress[i] ?? 0,
    completed_tab: tabsCompletedFromPercentage(progress[i]).filter(Boolean).length,
    reflection_question_answer:
      i < 3 ? 'It changed how I look at everyday things: I want to test this idea at home this week.' : null,
    assigned_by: i >= 8 ? people.mentor : null,
    last_viewed_at: progress[i] === 0 ? null : iso(i + 1),
    created_at: iso(30 - i),
    updated_at: iso(i + 1),
  }));
  // The FREE learner opened two modules (3 of 5 left).
  for (const [i, m] of modules.slice(12, 14).entries()) {
    userModules.push({
      user_id: people.free,
      module_id: m.id,
      status: 'VIEWED',
      completed_percentage: i === 0 ? 33 : 0,
      completed_tab: i === 0 ? 1 : 0,
      reflection_question_answer: null,
      assigned_by: null,
      last_viewed_at: iso(2 + i),
      created_at: iso(5 + i),
      updated_at: iso(2 + i),
    });
  }
  // Classmates: a few modules each, some assigned by the mentor, some answered.
  for (const id of people.classmates) {
    const count = 3 + Math.floor(random() * 6);
    const start = Math.floor(random() * (modules.length - count));
    for (const [k, m] of modules.slice(start, start + count).entries()) {
      const pct = pick(random, [0, 33, 66, 100] as const);
      userModules.push({
        user_id: id,
        module_id: m.id,
        ...progressFields(pct),
        reflection_question_answer:
          pct === 100 && random() < 0.7 ? 'I learned that small changes add up.' : null,
        assigned_by: k % 3 === 0 ? people.mentor : null,
        last_viewed_at: pct === 0 ? null : iso(Math.floor(random() * 60)),
        created_at: iso(60 + k),
        updated_at: iso(Math.floor(random() * 60)),
      });
    }
  }
  await trx.insertInto('user_modules').values(userModules).execute();
  return { userModules, learnerModules };
}
