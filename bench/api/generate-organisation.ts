import { createApi } from '../../packages/api/src/app';
import { hashPassword } from '../../packages/api/src/auth/passwords';
import { importCatalogue } from '../../packages/api/src/seed/import-catalogue';
import { createPrng, pick } from '../../packages/api/src/seed/prng';
import { readCatalogueDir } from '../../packages/api/src/seed/read-catalogue';
import { ensurePackages } from '../../packages/api/src/seed/seed-demo';

const DAY_MS = 86_400_000;
const GRADES = ['8th', '9th', '10th', '11th', '12th'];
const SCHOOLS = ['Riverside High School', 'Lakeside Academy', 'Hillview College'];

/**
 * An organisation for the dashboard bench: one super mentor, `mentors` mentors and `learners`
 * learners spread over them, with a year of daily activity (about 4 days in 10), some reflection
 * answers and submitted projects.
 */
export async function generateOrganisation(dataDir: string, learners = 5000, mentors = 25): Promise<void> {
  const api = await createApi({ dataDir, databaseUrl: undefined, seedDemo: false });
  const { db } = api.ctx;
  const random = createPrng(learners);
  await ensurePackages(api.ctx);
  await importCatalogue(api.ctx, readCatalogueDir());
  const modules = (await db.selectFrom('modules').select('id').execute()).map((m) => m.id);
  const projects = await db.selectFrom('projects').select(['id', 'module_id']).execute();
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const hash = await hashPassword('Demo-pass-1');
  const user = (email: string, role: string, parent: number | null, i: number) => ({
    email,
    password_hash: hash,
    first_name: `${role === 'STUDENT' ? 'Learner' : 'Mentor'}${i}`,
    last_name: 'Bench',
    role,
    status: 'ACTIVE',
    verified: 1,
    allowed_modules: -1,
    max_invites: 10,
    parent_id: parent,
    grade_level: role === 'STUDENT' ? pick(random, GRADES) : null,
    current_school_uni: role === 'STUDENT' ? pick(random, SCHOOLS) : null,
    created_at: iso(400),
    updated_at: iso(1),
  });
  await db.transaction().execute(async (trx) => {
    const superMentor = (
      await trx
        .insertInto('users')
        .values(user('bench-super@modkit.test', 'SUPER_MENTOR', null, 0))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const mentorIds: number[] = [];
    for (let m = 0; m < mentors; m++) {
      mentorIds.push(
        (
          await trx
            .insertInto('users')
            .values(user(`bench-mentor${m}@modkit.test`, 'MENTOR', superMentor, m))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    for (let start = 0; start < learners; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(learners, start + 500); i++)
        rows.push(user(`bench-learner${i}@modkit.test`, 'STUDENT', null, i));
      const ids = (await trx.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
      await trx
        .insertInto('mentor_learners')
        .values(
          ids.map((learner_id, k) => ({
            mentor_id: mentorIds[(start + k) % mentors]!,
            learner_id,
            created_at: iso(300),
          })),
        )
        .execute();
      const activity = [];
      const userModules = [];
      const userProjects = [];
      for (const id of ids) {
        for (let day = 0; day < 365; day++)
          if (random() < 0.4)
            activity.push({ user_id: id, min: 5 + Math.floor(random() * 80), created_at: iso(day) });
        const chosen = new Set<number>();
        while (chosen.size < 6) chosen.add(pick(random, modules));
        for (const module_id of chosen) {
          const answered = random() < 0.5;
          const when = iso(Math.floor(random() * 365));
          userModules.push({
            user_id: id,
            module_id,
            status: 'VIEWED',
            completed_percentage: 66,
            completed_tab: 2,
            reflection_question_answer: answered ? 'An answer.' : null,
            assigned_by: null,
            last_viewed_at: when,
            created_at: when,
            updated_at: when,
          });
          const project = projects.find((p) => p.module_id === module_id);
          if (project && random() < 0.3)
            userProjects.push({
              user_id: id,
              project_id: project.id,
              module_id,
              status: 'SUBMITTED',
              description: 'Done.',
              link: null,
              submitted_at: when,
              created_at: when,
              updated_at: when,
            });
        }
      }
      for (let i = 0; i < activity.length; i += 2000)
        await trx
          .insertInto('activity_logs')
          .values(activity.slice(i, i + 2000))
          .execute();
      for (let i = 0; i < userModules.length; i += 1000)
        await trx
          .insertInto('user_modules')
          .values(userModules.slice(i, i + 1000))
          .execute();
      for (let i = 0; i < userProjects.length; i += 1000)
        await trx
          .insertInto('user_projects')
          .values(userProjects.slice(i, i + 1000))
          .onConflict((oc) => oc.doNothing())
          .execute();
    }
  });
  await api.close();
}
