import type { DemoHistoryScope } from './demo-history-scope';

/**
 * The learners' interests: five sub-categories each (the PREMIUM learner's first five, the FREE learner's
 * from the seventh).
 */
export async function insertDemoInterests(
  { trx, people }: DemoHistoryScope,
  subCategories: Array<{ id: number }>,
): Promise<void> {
  const interests = (userId: number, offset: number) =>
    subCategories.slice(offset, offset + 5).map((c) => ({ user_id: userId, category_id: c.id }));
  await trx.insertInto('user_interests').values(interests(people.learner, 0)).execute();
  await trx.insertInto('user_interests').values(interests(people.free, 6)).execute();
}
