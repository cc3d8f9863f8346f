import { hasFinishedGetTheIdea, tabsCompletedFromPercentage } from '@modkit/sdk/rules';
import type { Insertable } from 'kysely';
import type {
  ActivityLogsTable,
  ModuleRatingsTable,
  ModuleViewsTable,
  PointsLedgerTable,
  UserModulesTable,
  UserProjectsTable,
} from '../db/schema';
import { grantPackage } from '../services/grant-package';
import { DAY_MS, demoDates } from './demo-clock';
import type { DemoHistoryStep } from './demo-history-step';
import { progressFields } from './demo-progress';
import { createPrng, pick } from './prng';

/** How often someone was active: on a share of the last `days` days, `least` to `least + spread` minutes each. */
interface ActivityPattern {
  days: number;
  share: number;
  least: number;
  spread: number;
  hour: number;
}

const CLASSMATE_ACTIVITY: ActivityPattern = { days: 365, share: 0.45, least: 5, spread: 85, hour: 16 };
const LEARNER_ACTIVITY: ActivityPattern = { days: 60, share: 0.7, least: 10, spread: 70, hour: 17 };
const MENTOR_ACTIVITY: ActivityPattern = { days: 200, share: 0.3, least: 10, spread: 50, hour: 18 };

/** One person's activity log rows after a pattern, drawn from the seeded `random`. */
function dailyActivity(
  userId: number,
  { days, share, least, spread, hour }: ActivityPattern,
  random: () => number,
  iso: (daysAgo: number, hour?: number) => string,
): Array<Insertable<ActivityLogsTable>> {
  const rows: Array<Insertable<ActivityLogsTable>> = [];
  for (let day = 0; day < days; day++) {
    if (random() < share)
      rows.push({ user_id: userId, min: least + Math.floor(random() * spread), created_at: iso(day, hour) });
  }
  return rows;
}

/**
 * Gives the demo accounts a believable past: packages, interests, viewed and assigned modules with
 * progress, reflection answers, a submitted project, bookmarks, ratings, a year of activity minutes for
 * the class (so the mentor and dashboard screens have data), points that match those actions,
 * notifications and a discussion.
 */
export const createDemoHistory: DemoHistoryStep = async (ctx, people, demo) => {
  const now = ctx.now();
  const iso = demoDates(now, 15);
  const random = createPrng(20261122);

  await ctx.db.transaction().execute(async (trx) => {
    const packages = await trx.selectFrom('packages').select(['id', 'name', 'duration_days']).execute();
    const packageId = (name: string) => packages.find((p) => p.name === name)?.id ?? 0;
    const modules = await trx
      .selectFrom('modules')
      .select(['id', 'category_id', 'reflection_question'])
      .where('status', '=', 'PUBLISH')
      .where('key', 'in', demo.moduleKeys)
      .orderBy('id')
      .execute();
    if (modules.length < 12) return;
    const projects = await trx
      .selectFrom('projects')
      .select(['id', 'module_id', 'type', 'name'])
      .where(
        'module_id',
        'in',
        modules.map((m) => m.id),
      )
      .orderBy('id')
      .execute();
    const projectsOf = new Map<number, typeof projects>();
    for (const p of projects) projectsOf.set(p.module_id, [...(projectsOf.get(p.module_id) ?? []), p]);
    const subCategories = await trx
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .where('key', 'in', demo.subcategoryKeys)
      .orderBy('id')
      .execute();

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

    const interests = (userId: number, offset: number) =>
      subCategories.slice(offset, offset + 5).map((c) => ({ user_id: userId, category_id: c.id }));
    await trx.insertInto('user_interests').values(interests(people.learner, 0)).execute();
    await trx.insertInto('user_interests').values(interests(people.free, 6)).execute();

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
        i < 3
          ? 'It changed how I look at everyday things: I want to test this idea at home this week.'
          : null,
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

    // Views in the last 30 days (trending) from everybody, and module view counters.
    const viewers = [people.learner, people.free, ...people.classmates];
    const views: Array<Insertable<ModuleViewsTable>> = [];
    for (const m of modules) {
      const popularity = Math.floor(random() ** 2 * 25);
      for (let v = 0; v < popularity; v++) {
        views.push({
          user_id: pick(random, viewers),
          module_id: m.id,
          created_at: iso(Math.floor(random() * 30), 8 + (v % 12)),
        });
      }
    }
    for (const um of userModules) {
      if (um.last_viewed_at)
        views.push({ user_id: um.user_id, module_id: um.module_id, created_at: um.last_viewed_at });
    }
    for (let i = 0; i < views.length; i += 500)
      await trx
        .insertInto('module_views')
        .values(views.slice(i, i + 500))
        .execute();
    const viewCounts = new Map<number, number>();
    for (const v of views) viewCounts.set(v.module_id, (viewCounts.get(v.module_id) ?? 0) + 1);
    for (const m of modules) {
      const count = viewCounts.get(m.id) ?? 0;
      await trx
        .updateTable('modules')
        .set({ views: count + Math.floor(random() * 40) })
        .where('id', '=', m.id)
        .execute();
    }

    const ratings: Array<Insertable<ModuleRatingsTable>> = [];
    for (const um of userModules) {
      if ((um.completed_percentage ?? 0) >= 66 && random() < 0.8) {
        ratings.push({
          user_id: um.user_id,
          module_id: um.module_id,
          score: pick(random, [-10, 1, 10, 10] as const),
          created_at: iso(3),
        });
      }
    }
    if (ratings.length) await trx.insertInto('module_ratings').values(ratings).execute();

    await trx
      .insertInto('bookmarks')
      .values(
        [1, 4, 11].map((i) => ({ user_id: people.learner, module_id: modules[i]!.id, created_at: iso(i) })),
      )
      .execute();

    // A year of daily minutes for the class, the last two months for the PREMIUM learner.
    const active: Array<[number, ActivityPattern]> = [
      ...people.classmates.map((id): [number, ActivityPattern] => [id, CLASSMATE_ACTIVITY]),
      [people.learner, LEARNER_ACTIVITY],
      [people.mentor, MENTOR_ACTIVITY],
    ];
    const activity = active.flatMap(([userId, pattern]) => dailyActivity(userId, pattern, random, iso));
    for (let i = 0; i < activity.length; i += 500)
      await trx
        .insertInto('activity_logs')
        .values(activity.slice(i, i + 500))
        .execute();

    // Assigning a module opens one user-project record (PENDING) per project of the module; the
    // learner submitted the mini project of their first module.
    const miniProject = projects.find(
      (p) => p.module_id === learnerModules[0]!.id && p.type === 'MINI_PROJECT',
    );
    const userProjects: Array<Insertable<UserProjectsTable>> = [];
    for (const um of userModules) {
      for (const project of projectsOf.get(um.module_id) ?? []) {
        const submitted = um.user_id === people.learner && project.id === miniProject?.id;
        userProjects.push({
          user_id: um.user_id,
          project_id: project.id,
          module_id: project.module_id,
          status: submitted ? 'SUBMITTED' : 'PENDING',
          description: submitted
            ? 'I tried the experiment with three variations and wrote down what changed each time.'
            : null,
          link: submitted ? 'https://example.org/maya/project' : null,
          submitted_at: submitted ? iso(4) : null,
          created_at: um.created_at,
          updated_at: submitted ? iso(4) : um.created_at,
        });
      }
    }
    for (let i = 0; i < userProjects.length; i += 500) {
      await trx
        .insertInto('user_projects')
        .values(userProjects.slice(i, i + 500))
        .execute();
    }

    // Points that match what happened above (the same actions the api awards).
    const ledger: Array<Insertable<PointsLedgerTable>> = [];
    for (const um of userModules.filter((u) => u.user_id === people.learner)) {
      if (hasFinishedGetTheIdea(um.completed_percentage)) {
        ledger.push({
          user_id: people.learner,
          action: 'GET_THE_IDEA',
          ref_id: um.module_id,
          points: 50,
          created_at: iso(5),
        });
      }
      if (um.reflection_question_answer) {
        ledger.push({
          user_id: people.learner,
          action: 'REFLECTION_ANSWER',
          ref_id: um.module_id,
          points: 50,
          created_at: iso(5),
        });
      }
    }
    if (miniProject) {
      ledger.push({
        user_id: people.learner,
        action: 'MINI_PROJECT',
        ref_id: miniProject.id,
        points: 100,
        created_at: iso(4),
      });
    }
    await trx.insertInto('points_ledger').values(ledger).execute();

    const notes = [
      ['Your mentor Daniel Reyes assigned you a new module.', 2, 0],
      ['You earned 100 points for submitting a mini project.', 4, 0],
      ['You earned 50 points for answering a reflection question.', 5, 1],
      ['Welcome to modkit! Pick a module to get started.', 30, 1],
      ['New modules were added to your library this week.', 1, 0],
    ] as const;
    await trx
      .insertInto('notifications')
      .values(
        notes.map(([body, days, read]) => ({
          user_id: people.learner,
          body,
          is_read: read,
          created_at: iso(days),
        })),
      )
      .execute();

    // Sessions with the mentor: two held, one cancelled, two coming up (on the quarter hour).
    const at = (daysFromNow: number, hour: number) => {
      const d = new Date(now + daysFromNow * DAY_MS);
      d.setUTCHours(hour, 0, 0, 0);
      return d.toISOString();
    };
    const sessionRows: Array<[number, number, string, string]> = [
      [people.learner, -14, 'SCHEDULED', 'Talked through the greenhouse jar results.'],
      [people.learner, -3, 'SCHEDULED', 'Planned the next collection.'],
      [people.learner, 2, 'CANCELLED', 'Exam week: moved.'],
      [people.learner, 4, 'SCHEDULED', 'Review the mini project.'],
      [people.classmates[0]!, 6, 'SCHEDULED', 'First check-in.'],
    ];
    await trx
      .insertInto('mentor_sessions')
      .values(
        sessionRows.map(([learnerId, days, status, description], i) => ({
          mentor_id: people.mentor,
          learner_id: learnerId,
          module_id: modules[i]!.id,
          project_id: null,
          description,
          scheduled_on: at(days, 15),
          status,
          created_at: iso(20),
        })),
      )
      .execute();

    // The PREMIUM learner bought the package a month ago: a paid order behind the subscription.
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
  });
};
