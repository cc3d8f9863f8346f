import type { Insertable } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { grantPackage } from '../commerce/grant-package';
import type { ActivityLogsTable, UserModulesTable } from '../db/schema';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoDates } from './demo-clock';
import type { DemoHistoryStep } from './demo-history-step';
import { progressFields } from './demo-progress';
import { createPrng } from './prng';

/** The super mentor's own invited learners (their My Learners is not empty). */
const SUPER_MENTOR_LEARNERS: Array<[string, string, string]> = [
  ['Priya', 'Shah', '10th'],
  ['Tomas', 'Rivera', '11th'],
  ['Hana', 'Kim', '9th'],
];

/** A second mentee of the super mentor, with two of the classmates as learners. */
const SECOND_MENTOR = { first_name: 'Samuel', last_name: 'Adeyemi', email: 'samuel.adeyemi@modkit.test' };

const CHAT = [
  ['mentor', 'Good start, Maya. What changed most between your second and third variation?', 3],
  ['learner', 'The light: the jar by the window warmed up twice as fast as the one on the shelf.', 2],
  ['mentor', 'Great observation. Add a photo of both jars next time so we can compare.', 1],
] as const;

/**
 * What the mentor's and the super mentor's screens read (part 2 §3–§7): the super mentor's own learners
 * (invited by them, with assigned and viewed modules and a month of activity), a second mentee (Samuel
 * Adeyemi) with two learners and a month of activity, and the mentor's conversation on the PREMIUM learner's
 * submitted project. Runs after `createDemoHistory`.
 */
export const createDemoSupervisionHistory: DemoHistoryStep = async (ctx, people, demo) => {
  const now = ctx.now();
  const iso = demoDates(now, 15);
  const random = createPrng(20261125);
  const hash = await hashPassword(DEMO_PASSWORD);

  await ctx.db.transaction().execute(async (trx) => {
    const modules = await trx
      .selectFrom('modules')
      .select('id')
      .where('status', '=', 'PUBLISH')
      .where('key', 'in', demo.moduleKeys)
      .orderBy('id')
      .limit(40)
      .execute();
    const premium = await trx
      .selectFrom('packages')
      .select('id')
      .where('name', '=', 'PREMIUM')
      .executeTakeFirstOrThrow();
    const person = (first: string, last: string, role: string, extra: Record<string, unknown> = {}) => ({
      email: `${first.toLowerCase()}.${last.toLowerCase()}@modkit.test`,
      first_name: first,
      last_name: last,
      role,
      password_hash: hash,
      status: 'ACTIVE',
      verified: 1,
      where_do_you_here_about_us: 'FRIEND',
      current_school_uni: 'Riverside High School',
      organization_id: people.organizationId,
      allowed_modules: -1,
      max_invites: 0,
      created_at: iso(90),
      updated_at: iso(1),
      ...extra,
    });
    const insert = async (values: ReturnType<typeof person>) =>
      (await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;

    const samuel = await insert(
      person(SECOND_MENTOR.first_name, SECOND_MENTOR.last_name, 'MENTOR', {
        parent_id: people.superMentor,
        max_invites: 10,
        gender: 'MALE',
      }),
    );
    const ownLearners: number[] = [];
    for (const [first, last, grade] of SUPER_MENTOR_LEARNERS) {
      ownLearners.push(await insert(person(first, last, 'STUDENT', { grade_level: grade })));
    }
    await grantPackage(
      trx,
      ownLearners.map((userId) => ({
        userId,
        packageId: premium.id,
        remainingModules: -1,
        remainingSessions: 3,
        expiresAt: iso(-45),
        createdAt: iso(30),
      })),
    );
    await trx
      .insertInto('mentor_learners')
      .values([
        ...ownLearners.map((learner_id) => ({
          mentor_id: people.superMentor,
          learner_id,
          created_at: iso(40),
        })),
        ...people.classmates.slice(0, 2).map((learner_id) => ({
          mentor_id: samuel,
          learner_id,
          created_at: iso(40),
        })),
      ])
      .execute();

    const userModules: Array<Insertable<UserModulesTable>> = [];
    for (const [i, learner] of ownLearners.entries()) {
      for (const [k, m] of modules.slice(20 + i * 4, 24 + i * 4).entries()) {
        const pct = ([0, 33, 66, 100] as const)[k]!;
        userModules.push({
          user_id: learner,
          module_id: m.id,
          ...progressFields(pct),
          reflection_question_answer: pct === 100 ? 'Breaking it into steps made it much less scary.' : null,
          assigned_by: k % 2 === 0 ? people.superMentor : null,
          last_viewed_at: pct === 0 ? null : iso(k + 1),
          created_at: iso(20 + k),
          updated_at: iso(k + 1),
        });
      }
    }
    if (userModules.length) await trx.insertInto('user_modules').values(userModules).execute();

    const activity: Array<Insertable<ActivityLogsTable>> = [];
    for (const id of [samuel, ...ownLearners]) {
      for (let day = 0; day < 45; day++) {
        if (random() < 0.6)
          activity.push({ user_id: id, min: 10 + Math.floor(random() * 60), created_at: iso(day, 17) });
      }
    }
    await trx.insertInto('activity_logs').values(activity).execute();

    const submitted = await trx
      .selectFrom('user_projects')
      .select('id')
      .where('user_id', '=', people.learner)
      .where('status', '=', 'SUBMITTED')
      .orderBy('id')
      .executeTakeFirst();
    if (submitted) {
      await trx
        .insertInto('chats')
        .values(
          CHAT.map(([who, comment, daysAgo]) => ({
            user_project_id: submitted.id,
            user_id: who === 'mentor' ? people.mentor : people.learner,
            comment,
            created_at: iso(daysAgo),
            updated_at: iso(daysAgo),
          })),
        )
        .execute();
    }
  });
};
