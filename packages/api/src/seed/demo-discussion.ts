import type { DemoHistoryScope, DemoModule } from './demo-history-scope';

/**
 * The discussion on the first demo module: a classmate's question, the mentor's answer and the learner's
 * comment.
 */
export async function insertDemoDiscussion(
  { trx, people, iso }: DemoHistoryScope,
  modules: DemoModule[],
): Promise<void> {
  const first = modules[0]!.id;
  const question = await trx
    .insertInto('comments')
    .values({
      module_id: first,
      user_id: people.classmates[0]!,
      parent_id: null,
      message: 'Does anyone know a good way to try this at home?',
      created_at: iso(3),
      updated_at: iso(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('comments')
    .values([
      {
        module_id: first,
        user_id: people.mentor,
        parent_id: question.id,
        message: 'Start with the mini project: it needs only things you already have in the kitchen.',
        created_at: iso(2),
        updated_at: iso(2),
      },
      {
        module_id: first,
        user_id: people.learner,
        parent_id: null,
        message: 'The part about everyday examples made it click for me.',
        created_at: iso(1),
        updated_at: iso(1),
      },
    ])
    .execute();
}
