import type { Transaction } from 'kysely';
import { createApi } from '../../packages/api/src/app';
import { hashPassword } from '../../packages/api/src/auth/passwords';
import { importCatalogue } from '../../packages/api/src/catalogue-import/import-catalogue';
import { readCatalogueDir } from '../../packages/api/src/catalogue-import/read-catalogue';
import { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from '../../packages/api/src/db/migrate';
import type { Database } from '../../packages/api/src/db/schema';
import { createPrng, pick } from '../../packages/api/src/seed/prng';
import { ensurePackages } from '../../packages/api/src/seed/seed-demo';

const DAY_MS = 86_400_000;
const GRADES = ['8th', '9th', '10th', '11th', '12th'];
const SCHOOLS = ['Riverside High School', 'Lakeside Academy', 'Hillview College'];
const LEARNERS_A_BATCH = 500;
const BEFORE_TOTALS = MIGRATION_NAMES[MIGRATION_NAMES.indexOf('0023-dashboard-totals') - 1]!;

type Trx = Transaction<Database>;

/** What every generated row needs: the random source, the catalogue, the clock and one password hash. */
interface Generation {
  random: () => number;
  modules: number[];
  projects: Array<{ id: number; module_id: number }>;
  iso: (daysAgo: number) => string;
  hash: string;
}

/**
 * An organisation for the dashboard bench: one super mentor, `mentors` mentors and `learners`
 * learners spread over them, with a year of daily activity (about 4 days in 10), some reflection
 * answers and submitted projects.
 */
export async function generateOrganisation(dataDir: string, learners = 5000, mentors = 25): Promise<void> {
  const api = await createApi({ dataDir, databaseUrl: undefined, seedDemo: false });
  const { db } = api.ctx;
  await ensurePackages(api.ctx);
  await importCatalogue(api.ctx, readCatalogueDir());
  const now = Date.now();
  const gen: Generation = {
    random: createPrng(learners),
    modules: (await db.selectFrom('modules').select('id').execute()).map((m) => m.id),
    projects: await db.selectFrom('projects').select(['id', 'module_id']).execute(),
    iso: (daysAgo) => new Date(now - daysAgo * DAY_MS).toISOString(),
    hash: await hashPassword('Demo-pass-1'),
  };
  // The year of history goes in as it was before the dashboard's totals (their triggers would take it row by
  // row), then the totals' migration fills them once, as on a server upgraded with that history.
  await migrateUpTo(db, BEFORE_TOTALS);
  await db.transaction().execute(async (trx) => {
    const mentorIds = await insertMentors(trx, gen, mentors);
    for (let start = 0; start < learners; start += LEARNERS_A_BATCH)
      await insertLearners(trx, gen, mentorIds, start, Math.min(learners, start + LEARNERS_A_BATCH));
  });
  const started = Date.now();
  await migrateToLatest(db);
  console.log(
    `the dashboard totals' migration filled them in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await api.close();
}

/** A user row of the organisation: a learner with a grade and a school, or a mentor. */
function userRow(gen: Generation, email: string, role: string, parent: number | null, i: number) {
  const learner = role === 'STUDENT';
  return {
    email,
    password_hash: gen.hash,
    first_name: `${learner ? 'Learner' : 'Mentor'}${i}`,
    last_name: 'Bench',
    role,
    status: 'ACTIVE',
    verified: 1,
    allowed_modules: -1,
    max_invites: 10,
    parent_id: parent,
    grade_level: learner ? pick(gen.random, GRADES) : null,
    current_school_uni: learner ? pick(gen.random, SCHOOLS) : null,
    created_at: gen.iso(400),
    updated_at: gen.iso(1),
  };
}

/** The super mentor and its mentors; answers the mentors' ids. */
async function insertMentors(trx: Trx, gen: Generation, mentors: number): Promise<number[]> {
  const insertUser = async (row: ReturnType<typeof userRow>) =>
    (await trx.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()).id;
  const superMentor = await insertUser(userRow(gen, 'bench-super@modkit.test', 'SUPER_MENTOR', null, 0));
  const mentorIds: number[] = [];
  for (let m = 0; m < mentors; m++)
    mentorIds.push(await insertUser(userRow(gen, `bench-mentor${m}@modkit.test`, 'MENTOR', superMentor, m)));
  return mentorIds;
}

/** Learners `start` … `end - 1`, each linked to a mentor in turn, with their year of history. */
async function insertLearners(trx: Trx, gen: Generation, mentorIds: number[], start: number, end: number) {
  const rows = [];
  for (let i = start; i < end; i++)
    rows.push(userRow(gen, `bench-learner${i}@modkit.test`, 'STUDENT', null, i));
  const ids = (await trx.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
  const history = ids.map((id) => learnerHistory(gen, id));
  await insertInBatches(
    2000,
    history.flatMap((h) => h.activity),
    (b) => trx.insertInto('activity_logs').values(b),
  );
  await insertInBatches(
    1000,
    history.flatMap((h) => h.userModules),
    (b) => trx.insertInto('user_modules').values(b),
  );
  await insertInBatches(
    1000,
    history.flatMap((h) => h.userProjects),
    (b) =>
      trx
        .insertInto('user_projects')
        .values(b)
        .onConflict((oc) => oc.doNothing()),
  );
  // The links last: the dashboard's totals then take each learner's year in one step (as a learner who
  // joins a mentor with a history), not row by row.
  const links = ids.map((learner_id, k) => ({
    mentor_id: mentorIds[(start + k) % mentorIds.length]!,
    learner_id,
    created_at: gen.iso(300),
  }));
  await trx.insertInto('mentor_learners').values(links).execute();
}

/** A learner's year: activity on about 4 days in 10, six modules (half answered), some projects submitted. */
function learnerHistory(gen: Generation, id: number) {
  const { random, iso } = gen;
  const activity = [];
  for (let day = 0; day < 365; day++)
    if (random() < 0.4)
      activity.push({ user_id: id, min: 5 + Math.floor(random() * 80), created_at: iso(day) });
  const chosen = new Set<number>();
  while (chosen.size < 6) chosen.add(pick(random, gen.modules));
  const userModules = [];
  const userProjects = [];
  for (const module_id of chosen) {
    const answered = random() < 0.5;
    const when = iso(Math.floor(random() * 365));
    const stamps = { created_at: when, updated_at: when };
    userModules.push({
      user_id: id,
      module_id,
      status: 'VIEWED',
      completed_percentage: 66,
      completed_tab: 2,
      reflection_question_answer: answered ? 'An answer.' : null,
      assigned_by: null,
      last_viewed_at: when,
      ...stamps,
    });
    const project = gen.projects.find((p) => p.module_id === module_id);
    if (project && random() < 0.3)
      userProjects.push({
        user_id: id,
        project_id: project.id,
        module_id,
        status: 'SUBMITTED',
        description: 'Done.',
        link: null,
        submitted_at: when,
        ...stamps,
      });
  }
  return { activity, userModules, userProjects };
}

/** Runs `insert` over `rows` in batches of `size` (a database's limit on bound values). */
async function insertInBatches<T>(
  size: number,
  rows: T[],
  insert: (batch: T[]) => { execute(): Promise<unknown> },
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size)).execute();
}
