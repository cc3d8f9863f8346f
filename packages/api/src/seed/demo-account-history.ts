import { hasFinishedGetTheIdea } from '@modkit/sdk/rules';
import { grantPackage, type PackageGrant } from '../commerce/grant-package';
import type { ApiContext } from '../config/context';
import { ensureCertificate } from '../learning/certificates';
import type { DemoCatalogue } from './demo-catalogue';
import { demoDates } from './demo-clock';
import type { DemoHistoryStep } from './demo-history-step';

const REFLECTIONS = [
  'Seeing the idea in my own street made it stick: I sketched three examples on the way home.',
  'I used to think this was about talent, but it is mostly about practising the steps in order.',
  'The hardest part was explaining it to my brother, which showed me what I had not understood yet.',
];

const OLDER_NOTES = [
  'Your mentor Daniel Reyes commented on your project.',
  'A new collection is waiting in your library.',
  'You earned 50 points for completing Get the Idea.',
  'Your STARTER package was upgraded to PREMIUM.',
  'Your mentor Daniel Reyes scheduled a session with you.',
  'Three new modules were added to Environment.',
  'Your payment is successful for the STARTER package. Enjoy!',
  'Complete your profile to get better recommendations.',
];

/**
 * The PREMIUM learner's own-account history for My Account, Notifications, Your Points and the Activity Log
 * (part 2 §2): the packages held before PREMIUM (FREE, then a month of STARTER paid by an order with its
 * invoice), older read notifications (two pages of 10), and one collection finished to its certificate.
 * Runs after `createDemoHistory`.
 */
export const createDemoAccountHistory: DemoHistoryStep = async (ctx, people, demo) => {
  const now = ctx.now();
  const iso = demoDates(now, 10);
  await addPastPackages(ctx, people.learner, iso);
  await ctx.db
    .insertInto('notifications')
    .values(
      OLDER_NOTES.map((body, i) => ({
        user_id: people.learner,
        body,
        is_read: 1,
        created_at: iso(32 + i * 9),
      })),
    )
    .execute();
  await finishACollection(ctx, people.learner, demo, iso);
};

/** FREE from sign-up until the STARTER order 60 days ago, STARTER for 30 days until PREMIUM. */
async function addPastPackages(ctx: ApiContext, learner: number, iso: (daysAgo: number) => string) {
  await ctx.db.transaction().execute(async (trx) => {
    const packages = await trx
      .selectFrom('packages')
      .select(['id', 'name', 'price', 'currency_code'])
      .execute();
    const free = packages.find((p) => p.name === 'FREE');
    const starter = packages.find((p) => p.name === 'STARTER');
    if (!free || !starter) return;
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: learner,
        package_id: starter.id,
        coupon_id: null,
        amount: starter.price,
        currency: starter.currency_code,
        status: 'SUCCESS',
        gatway_type: 'TEST',
        gateway_reference_id: 'test_demo_learner_starter',
        gateway_status: 'SUCCESS',
        invoice_path: null,
        created_at: iso(60),
        paid_at: iso(60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = (packageId: number, from: number, to: number, orderId: number | null): PackageGrant => ({
      userId: learner,
      packageId,
      status: 'EXPIRED',
      remainingModules: 0,
      remainingSessions: 0,
      expiresAt: iso(to),
      orderId,
      createdAt: iso(from),
    });
    await grantPackage(trx, [held(free.id, 120, 60, null), held(starter.id, 60, 30, order.id)]);
  });
}

/**
 * The collection whose modules the learner went furthest in (each with Get the Idea done) gets its missing
 * reflection answers (and their points), then its certificate as the api issues it (PDF, 100 points).
 */
async function finishACollection(
  ctx: ApiContext,
  learner: number,
  demo: DemoCatalogue,
  iso: (daysAgo: number) => string,
) {
  const rows = await ctx.db
    .selectFrom('collection_modules as cm')
    .innerJoin('collections as c', 'c.id', 'cm.collection_id')
    .leftJoin('user_modules as um', (join) =>
      join.onRef('um.module_id', '=', 'cm.module_id').on('um.user_id', '=', learner),
    )
    .select(['cm.collection_id', 'cm.module_id', 'um.completed_percentage', 'um.reflection_question_answer'])
    .where('c.key', 'in', demo.collectionKeys)
    .orderBy('cm.collection_id')
    .orderBy('cm.position')
    .execute();
  const byCollection = new Map<number, typeof rows>();
  for (const row of rows)
    byCollection.set(row.collection_id, [...(byCollection.get(row.collection_id) ?? []), row]);
  const answered = (modules: typeof rows) => modules.filter((m) => m.reflection_question_answer).length;
  const ready = [...byCollection.entries()]
    .filter(([, modules]) => modules.every((m) => hasFinishedGetTheIdea(m.completed_percentage)))
    .sort(([, a], [, b]) => answered(b) - answered(a));
  const [collectionId, modules] = ready[0] ?? [];
  if (!collectionId || !modules) return;
  const missing = modules.filter((m) => !m.reflection_question_answer);
  for (const [i, m] of missing.entries()) {
    await ctx.db
      .updateTable('user_modules')
      .set({ reflection_question_answer: REFLECTIONS[i % REFLECTIONS.length]!, updated_at: iso(6 + i) })
      .where('user_id', '=', learner)
      .where('module_id', '=', m.module_id)
      .execute();
    await ctx.db
      .insertInto('points_ledger')
      .values({
        user_id: learner,
        action: 'REFLECTION_ANSWER',
        ref_id: m.module_id,
        points: 50,
        created_at: iso(6 + i),
      })
      .onConflict((oc) => oc.columns(['user_id', 'action', 'ref_id']).doNothing())
      .execute();
  }
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', learner)
    .executeTakeFirstOrThrow();
  await ensureCertificate(ctx, user, collectionId);
}
