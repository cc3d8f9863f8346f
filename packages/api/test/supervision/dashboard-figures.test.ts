import { Dashboard } from '@modkit/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAccount } from '../../src/accounts/ready-account';
import { hashPassword } from '../../src/auth/passwords';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * The super mentor's dashboard and a mentee's stats against known activity (issue 14): a super mentor of
 * its own with a mentee, three of the mentee's learners and one learner of their own, minutes logged on
 * known days, projects, reflection answers and viewed modules; every figure is checked exactly.
 */
let server: TestServer;
let token = '';
const id: Record<string, number> = {};

const PASSWORD = 'Figures-pass-1';
const MARCH = { month: 3, year: 2025 };
const COMPARED = [
  { month: 1, year: 2025 },
  { month: 2, year: 2025 },
  { month: 3, year: 2025 },
];

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  const db = server.api.ctx.db;
  const hash = await hashPassword(PASSWORD);
  const at = '2025-01-01T00:00:00.000Z';
  const user = async (
    key: string,
    role: string,
    extra: { parent_id?: number; grade_level?: string; current_school_uni?: string } = {},
  ) => {
    id[key] = (
      await db
        .insertInto('users')
        .values({
          ...readyAccount(
            {
              email: `figures.${key}@modkit.test`,
              password_hash: hash,
              first_name: key[0]!.toUpperCase() + key.slice(1),
              last_name: 'Figures',
              role,
            },
            at,
          ),
          max_invites: 10,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  await user('boss', 'SUPER_MENTOR');
  await user('mentee', 'MENTOR', { parent_id: id.boss });
  await user('ana', 'STUDENT', { grade_level: '10th', current_school_uni: 'Hill School' });
  await user('ben', 'STUDENT', { grade_level: '8th', current_school_uni: 'Hill School' });
  await user('cy', 'STUDENT', { grade_level: '9th', current_school_uni: 'Vale School' });
  await user('dee', 'STUDENT', { grade_level: '12th', current_school_uni: 'Vale School' });
  await db
    .insertInto('mentor_learners')
    .values([
      { mentor_id: id.mentee!, learner_id: id.ana!, created_at: at },
      { mentor_id: id.mentee!, learner_id: id.ben!, created_at: at },
      { mentor_id: id.mentee!, learner_id: id.cy!, created_at: at },
      { mentor_id: id.boss!, learner_id: id.dee!, created_at: at },
    ])
    .execute();

  const minutes: Array<[string, number, string]> = [
    ['ana', 90, '2025-03-03T09:00:00.000Z'],
    ['ana', 30, '2025-03-03T18:30:00.000Z'],
    ['ana', 60, '2025-03-17T10:00:00.000Z'],
    ['ben', 45, '2025-03-17T11:00:00.000Z'],
    ['cy', 15, '2025-03-31T23:30:00.000Z'],
    ['dee', 120, '2025-02-10T08:00:00.000Z'],
    // Outside March: on the first instant of April.
    ['ana', 500, '2025-04-01T00:00:00.000Z'],
    ['mentee', 200, '2025-03-05T12:00:00.000Z'],
    ['boss', 100, '2025-03-06T12:00:00.000Z'],
  ];
  await db
    .insertInto('activity_logs')
    .values(minutes.map(([who, min, created_at]) => ({ user_id: id[who]!, min, created_at })))
    .execute();

  // Two categories of our own: modules in A, and in a subcategory of B (counted under B).
  const category = async (key: string, parent_id: number | null) =>
    (
      await db
        .insertInto('categories')
        .values({ key, name: key, parent_id, status: 'ACTIVE' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const catA = await category('Figures A', null);
  const catB = await category('Figures B', null);
  const subB = await category('Figures B sub', catB);
  const module = async (key: string, category_id: number) =>
    (
      await db
        .insertInto('modules')
        .values({
          key,
          name: key,
          description: key,
          status: 'PUBLISH',
          publish_at: at,
          category_id,
          views: 0,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const m1 = await module('figures-m1', catA);
  const m2 = await module('figures-m2', subB);
  const m3 = await module('figures-m3', subB);
  const viewed: Array<[string, number, string | null, string]> = [
    ['ana', m1, 'Answer one', '2025-03-04T10:00:00.000Z'],
    ['ana', m2, 'Answer two', '2025-03-20T10:00:00.000Z'],
    ['ben', m3, null, '2025-03-21T10:00:00.000Z'],
    ['cy', m3, 'Answer three', '2025-03-22T10:00:00.000Z'],
    // February: neither viewed nor answered in March.
    ['cy', m2, 'Answer four', '2025-02-22T10:00:00.000Z'],
  ];
  await db
    .insertInto('user_modules')
    .values(
      viewed.map(([who, module_id, answer, when]) => ({
        user_id: id[who]!,
        module_id,
        status: 'viewed',
        completed_percentage: 100,
        completed_tab: 3,
        reflection_question_answer: answer,
        assigned_by: null,
        last_viewed_at: when,
        created_at: at,
        updated_at: when,
      })),
    )
    .execute();
  const [first, second] = await db
    .selectFrom('projects')
    .select(['id', 'module_id'])
    .orderBy('id')
    .limit(2)
    .execute();
  const projects: Array<[string, typeof first, string, string | null]> = [
    ['ana', first, 'SUBMITTED', '2025-03-10T10:00:00.000Z'],
    ['ben', first, 'SUBMITTED', '2025-03-11T10:00:00.000Z'],
    ['cy', first, 'SUBMITTED', '2025-02-11T10:00:00.000Z'],
    // Started, not submitted.
    ['ana', second, 'PENDING', null],
  ];
  await db
    .insertInto('user_projects')
    .values(
      projects.map(([who, project, status, submitted_at]) => ({
        user_id: id[who]!,
        project_id: project!.id,
        module_id: project!.module_id,
        status,
        description: 'Figures',
        link: null,
        submitted_at,
        created_at: at,
        updated_at: submitted_at ?? at,
      })),
    )
    .execute();

  const login = await server.call('POST', '/auth/login', {
    json: { email: 'figures.boss@modkit.test', password: PASSWORD, recaptchaResponse: 'x' },
  });
  token = login.body.meta.token;
});
afterAll(() => server.close());

const dashboard = async (filters: Record<string, unknown> = {}) => {
  const res = await server.call('POST', '/users/supermentor-dashboard', {
    token,
    json: { ...MARCH, comparisionByMonth: COMPARED, ...filters },
  });
  expect(res.status).toBe(200);
  const parsed = Dashboard.safeParse(res.body.data);
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  return res.body.data;
};

describe('the dashboard figures against the database (issue 14)', () => {
  it('counts active learners, their minutes and the average hours: the total is never below the average', async () => {
    const d = await dashboard();
    // March: Ana 180 min, Ben 45, Cy 15 (Dee only in February, Ana's 500 on April 1 excluded).
    expect(d.activeStudents).toEqual([{ usersActive: 3, totalTimeSpent: 240, averageHoursSpent: 1.33 }]);
    // The mentee 200 min and the super mentor 100 min.
    expect(d.activeMentors).toEqual([{ usersActive: 2, totalTimeSpent: 300, averageHoursSpent: 2.5 }]);
    for (const active of [d.activeStudents[0], d.activeMentors[0]])
      expect(active.totalTimeSpent / 60).toBeGreaterThanOrEqual(active.averageHoursSpent);
  });

  it('counts submitted projects and reflection answers of the month, and the viewed categories', async () => {
    const d = await dashboard();
    expect(d.projectCount).toBe(2);
    expect(d.reflectionAnswerCount).toBe(3);
    expect(d.categories).toEqual([
      { category_name: 'Figures B', count: 3 },
      { category_name: 'Figures A', count: 1 },
    ]);
  });

  it('puts each minute of the hour comparison on its own day', async () => {
    const d = await dashboard();
    expect(d.hourComparision).toEqual([
      { year: 2025, month: 2, day: 10, mins: 120 },
      { year: 2025, month: 3, day: 3, mins: 120 },
      { year: 2025, month: 3, day: 17, mins: 105 },
      { year: 2025, month: 3, day: 31, mins: 15 },
    ]);
  });

  it('ranks the leaderboards with the learners mentors', async () => {
    const d = await dashboard();
    expect(d.timeBasedStudents).toEqual([
      {
        user_uuid: id.ana,
        user_first_name: 'Ana',
        user_last_name: 'Figures',
        mentorId: id.mentee,
        mins: 180,
      },
      { user_uuid: id.ben, user_first_name: 'Ben', user_last_name: 'Figures', mentorId: id.mentee, mins: 45 },
      { user_uuid: id.cy, user_first_name: 'Cy', user_last_name: 'Figures', mentorId: id.mentee, mins: 15 },
    ]);
    expect(d.reflectionBasedStudents).toEqual([
      {
        user_uuid: id.ana,
        user_first_name: 'Ana',
        user_last_name: 'Figures',
        mentorId: id.mentee,
        questions_answered: 2,
      },
      {
        user_uuid: id.cy,
        user_first_name: 'Cy',
        user_last_name: 'Figures',
        mentorId: id.mentee,
        questions_answered: 1,
      },
    ]);
  });

  it('narrows every figure to a grade', async () => {
    const d = await dashboard({ grade: '10th' });
    expect(d.activeStudents).toEqual([{ usersActive: 1, totalTimeSpent: 180, averageHoursSpent: 3 }]);
    expect(d.projectCount).toBe(1);
    expect(d.reflectionAnswerCount).toBe(2);
    expect(d.hourComparision).toEqual([
      { year: 2025, month: 3, day: 3, mins: 120 },
      { year: 2025, month: 3, day: 17, mins: 60 },
    ]);
  });

  it('lists the grades in school order (8th before 10th)', async () => {
    const res = await server.call('GET', '/users/school-grade', { token });
    expect(res.body.data).toEqual({
      gradeList: ['8th', '9th', '10th', '12th'],
      schoolList: ['Hill School', 'Vale School'],
      organizationList: [],
    });
  });

  it("gives a mentee's learner stats in the same units", async () => {
    const res = await server.call('GET', `/users/mentees/${id.mentee}/stats?month=3&year=2025`, { token });
    expect(res.body.data).toEqual({
      activeStudents: [{ usersActive: 3, totalTimeSpent: 240, averageHoursSpent: 1.33 }],
      totalLearners: 3,
      projectCount: 2,
      reflectionAnswerCount: 3,
    });
  });
});
