import { grantPackage } from '../commerce/grant-package';
import type { DemoHistoryScope } from './demo-history-scope';
import { pick } from './prng';

/**
 * The packages the demo people hold: PREMIUM for the learner, FREE for the free learner and a random one
 * for each classmate (drawn from the seeded random numbers).
 */
export async function subscribeDemoPeople(
  { trx, people, iso, random }: DemoHistoryScope,
  packages: Array<{ id: number; name: string }>,
): Promise<void> {
  const packageId = (name: string) => packages.find((p) => p.name === name)?.id ?? 0;
  const subscribe = async (userId: number, name: string, remaining: number, daysLeft: number | null) => {
    await grantPackage(trx, {
      userId,
      packageId: packageId(name),
      remainingModules: remaining,
      remainingSessions: name === 'FREE' ? 0 : 3,
      expiresAt: daysLeft === null ? null : iso(-daysLeft),
      createdAt: iso(30),
    });
  };
  await subscribe(people.learner, 'PREMIUM', -1, 60);
  await subscribe(people.free, 'FREE', 3, null);
  for (const [i, id] of people.classmates.entries()) {
    const name = pick(random, ['FREE', 'STARTER', 'PREMIUM', 'ELITE'] as const);
    await subscribe(
      id,
      name,
      name === 'FREE' ? 5 - (i % 3) : name === 'STARTER' ? 12 : -1,
      name === 'FREE' ? null : 40,
    );
  }
}

/** The PREMIUM learner bought the package a month ago: a paid order behind the subscription. */
export async function recordPremiumOrder({ trx, people, iso }: DemoHistoryScope): Promise<void> {
  const premium = await trx
    .selectFrom('packages')
    .select(['id', 'price', 'currency_code'])
    .where('name', '=', 'PREMIUM')
    .executeTakeFirstOrThrow();
  const order = await trx
    .insertInto('orders')
    .values({
      user_id: people.learner,
      package_id: premium.id,
      coupon_id: null,
      amount: premium.price,
      currency: premium.currency_code,
      status: 'SUCCESS',
      gatway_type: 'TEST',
      gateway_reference_id: 'test_demo_learner_premium',
      gateway_status: 'SUCCESS',
      invoice_path: null,
      created_at: iso(30),
      paid_at: iso(30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('user_packages')
    .set({ order_id: order.id })
    .where('user_id', '=', people.learner)
    .execute();
}
