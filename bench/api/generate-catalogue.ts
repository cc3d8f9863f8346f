import { createApi } from '../../packages/api/src/app';
import { hashPassword } from '../../packages/api/src/auth/passwords';
import { importCatalogue } from '../../packages/api/src/seed/import-catalogue';
import { createPrng, pick } from '../../packages/api/src/seed/prng';
import { readCatalogueDir } from '../../packages/api/src/seed/read-catalogue';
import { ensurePackages } from '../../packages/api/src/seed/seed-demo';

const WORDS = [
  'energy',
  'climate',
  'design',
  'coding',
  'health',
  'history',
  'money',
  'space',
  'music',
  'ocean',
  'robots',
  'cities',
];
const DAY_MS = 86_400_000;

/** The generated catalogue's learner (PREMIUM, with interests and views). */
export const BENCH_LEARNER = { email: 'bench-learner@modkit.test', password: 'Demo-pass-1' };

/**
 * Fills a fresh SQLite database in `dataDir` (or, given `postgres`, a fresh schema of that PostgreSQL) with
 * the demo catalogue cloned up to `moduleCount` published modules (tags, views for trending) and one
 * PREMIUM learner with interests and history.
 */
export async function generateCatalogue(
  dataDir: string,
  moduleCount: number,
  postgres?: { databaseUrl: string; pgSchema: string },
): Promise<void> {
  const api = await createApi({ dataDir, databaseUrl: undefined, ...postgres, seedDemo: false });
  const { db } = api.ctx;
  const random = createPrng(moduleCount);
  await ensurePackages(api.ctx);
  await importCatalogue(api.ctx, readCatalogueDir());
  const subCategories = (
    await db.selectFrom('categories').select('id').where('parent_id', 'is not', null).execute()
  ).map((c) => c.id);
  const tags = (await db.selectFrom('tags').select('id').execute()).map((t) => t.id);
  const now = Date.now();
  const existing = Number(
    (
      await db
        .selectFrom('modules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  // Views are recorded for the bench learner once it exists (trending reads the last 30 days).
  const pendingViews: Array<{ module_id: number; created_at: string }> = [];
  await db.transaction().execute(async (trx) => {
    for (let start = existing; start < moduleCount; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(moduleCount, start + 1000); i++) {
        const publishAt = new Date(now - Math.floor(random() * 700) * DAY_MS).toISOString();
        rows.push({
          key: `bench-module-${i}`,
          name: `${pick(random, WORDS)} ${pick(random, WORDS)} lesson ${i}`,
          description: `<p>A generated module about ${pick(random, WORDS)} and ${pick(random, WORDS)}.</p>`,
          banner_text: null,
          status: random() < 0.9 ? 'PUBLISH' : 'DRAFT',
          publish_at: publishAt,
          reflection_question: 'What did you learn?',
          link: null,
          category_id: pick(random, subCategories),
          views: Math.floor(random() * 500),
          created_at: publishAt,
        });
      }
      const inserted = await trx.insertInto('modules').values(rows).returning('id').execute();
      const moduleTags = inserted.flatMap(({ id }) => {
        const a = pick(random, tags);
        const b = pick(random, tags);
        return a === b
          ? [{ module_id: id, tag_id: a }]
          : [
              { module_id: id, tag_id: a },
              { module_id: id, tag_id: b },
            ];
      });
      await trx.insertInto('module_tags').values(moduleTags).execute();
      for (const { id } of inserted) {
        if (random() < 0.3) {
          pendingViews.push({
            module_id: id,
            created_at: new Date(now - Math.floor(random() * 30) * DAY_MS).toISOString(),
          });
        }
      }
    }
  });

  const nowIso = new Date(now).toISOString();
  const learner = await db
    .insertInto('users')
    .values({
      email: BENCH_LEARNER.email,
      password_hash: await hashPassword(BENCH_LEARNER.password),
      first_name: 'Bench',
      last_name: 'Learner',
      role: 'STUDENT',
      status: 'ACTIVE',
      verified: 1,
      allowed_modules: -1,
      max_invites: 0,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const premium = await db
    .selectFrom('packages')
    .select('id')
    .where('name', '=', 'PREMIUM')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_packages')
    .values({
      user_id: learner.id,
      package_id: premium.id,
      status: 'ACTIVE',
      remaining_modules: -1,
      remaining_session: 3,
      purchase_package_expiry_date: null,
      order_id: null,
      created_at: nowIso,
    })
    .execute();
  await db
    .insertInto('user_interests')
    .values(subCategories.slice(0, 5).map((category_id) => ({ user_id: learner.id, category_id })))
    .execute();
  const views = pendingViews.map((v) => ({ ...v, user_id: learner.id }));
  for (let i = 0; i < views.length; i += 1000)
    await db
      .insertInto('module_views')
      .values(views.slice(i, i + 1000))
      .execute();
  await api.close();
}
