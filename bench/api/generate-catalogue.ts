import type { Kysely } from 'kysely';
import { createApi } from '../../packages/api/src/app';
import { hashPassword } from '../../packages/api/src/auth/passwords';
import { importCatalogue } from '../../packages/api/src/catalogue-import/import-catalogue';
import { readCatalogueDir } from '../../packages/api/src/catalogue-import/read-catalogue';
import {
  deferSearchIndex,
  rebuildSearchRows,
  resumeSearchIndex,
} from '../../packages/api/src/catalogue-import/search-deferral';
import { fullGrant, grantPackage } from '../../packages/api/src/commerce/grant-package';
import type { DialectName } from '../../packages/api/src/db/dialect';
import type { Database } from '../../packages/api/src/db/schema';
import { createPrng, pick } from '../../packages/api/src/seed/prng';
import { ensurePackages } from '../../packages/api/src/seed/seed-demo';
import { GENERATED_WORDS as WORDS } from '../../packages/api/test/fixtures/generated-catalogue';

const DAY_MS = 86_400_000;

/** The generated catalogue's learner (PREMIUM, with interests and views). */
export const BENCH_LEARNER = { email: 'bench-learner@modkit.test', password: 'Demo-pass-1' };

type Db = Kysely<Database>;

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
  await ensurePackages(api.ctx);
  await importCatalogue(api.ctx, readCatalogueDir());
  const subCategories = (
    await db.selectFrom('categories').select('id').where('parent_id', 'is not', null).execute()
  ).map((c) => c.id);
  const viewed = await insertModules(api.ctx.dialect, db, moduleCount, subCategories);
  const learnerId = await insertBenchLearner(db, subCategories.slice(0, 5));
  const views = viewed.map((v) => ({ ...v, user_id: learnerId }));
  for (let i = 0; i < views.length; i += 1000)
    await db
      .insertInto('module_views')
      .values(views.slice(i, i + 1000))
      .execute();
  await api.close();
}

/**
 * Adds generated modules (9 in 10 published, one or two tags each) until there are `moduleCount`;
 * answers the views the bench learner will have made (about 3 modules in 10, in the last 30 days). The
 * search's triggers wait while they go in, and their search text is written once at the end, as an import's.
 */
async function insertModules(dialect: DialectName, db: Db, moduleCount: number, subCategories: number[]) {
  const random = createPrng(moduleCount);
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
  const viewed: Array<{ module_id: number; created_at: string }> = [];
  await db.transaction().execute(async (trx) => {
    const lastId = Number(
      (
        await trx
          .selectFrom('modules')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    await deferSearchIndex(trx, dialect);
    for (let start = existing; start < moduleCount; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(moduleCount, start + 1000); i++)
        rows.push(moduleRow(random, now, i, subCategories));
      const inserted = await trx.insertInto('modules').values(rows).returning('id').execute();
      const moduleTags = inserted.flatMap(({ id }) =>
        [...new Set([pick(random, tags), pick(random, tags)])].map((tag_id) => ({ module_id: id, tag_id })),
      );
      await trx.insertInto('module_tags').values(moduleTags).execute();
      for (const { id } of inserted)
        if (random() < 0.3)
          viewed.push({
            module_id: id,
            created_at: new Date(now - Math.floor(random() * 30) * DAY_MS).toISOString(),
          });
    }
    await rebuildSearchRows(trx, dialect, `modules.id > ${lastId}`);
    await resumeSearchIndex(trx, dialect, []);
  });
  return viewed;
}

/** Generated module `i`, published on a day of the last 700. */
function moduleRow(random: () => number, now: number, i: number, subCategories: number[]) {
  const publishAt = new Date(now - Math.floor(random() * 700) * DAY_MS).toISOString();
  return {
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
  };
}

/** The bench learner: PREMIUM, with `interests` as its sub-categories; answers its id. */
async function insertBenchLearner(db: Db, interests: number[]): Promise<number> {
  const nowIso = new Date().toISOString();
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
    .select(['id', 'number_of_accessable_module', 'number_of_session'])
    .where('name', '=', 'PREMIUM')
    .executeTakeFirstOrThrow();
  await grantPackage(db, fullGrant(learner.id, premium, nowIso));
  await db
    .insertInto('user_interests')
    .values(interests.map((category_id) => ({ user_id: learner.id, category_id })))
    .execute();
  return learner.id;
}
