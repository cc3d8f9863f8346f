import { Dashboard, MenteeActivity, MenteeStats, SchoolGrade } from '@modkit/sdk/contract';
import { defaultComparisonMonths, piePercentages } from '@modkit/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  for (const who of ['mentor', 'supermentor']) {
    const res = await server.call('POST', '/auth/login', {
      json: { email: `${who}@modkit.test`, password: 'Demo-pass-1', recaptchaResponse: 'x' },
    });
    tokens[who] = res.body.meta.token;
    ids[who] = res.body.data.id;
  }
});
afterAll(() => server.close());

const now = new Date();
const thisMonth = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };

describe('My Mentees', () => {
  it('lists the super mentor mentees and refuses mentors', async () => {
    const res = await server.call('GET', '/users/mentees?type=SUPER_MENTOR,MENTOR&page=1&limit=10', {
      token: tokens.supermentor,
    });
    // Daniel Reyes and the demo's second mentee, ordered by name.
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ id: ids.mentor, full_name: 'Daniel Reyes' }),
      expect.objectContaining({ full_name: 'Samuel Adeyemi' }),
    ]);
    expect((await server.call('GET', '/users/mentees', { token: tokens.mentor })).status).toBe(403);
    const one = await server.call('GET', `/users/mentees/${ids.mentor}`, { token: tokens.supermentor });
    expect(one.body.data.mentor.full_name).toBe('Daniel Reyes');
    const learners = await server.call('GET', `/users/mentees/${ids.mentor}/learners?type=LEARNER&limit=10`, {
      token: tokens.supermentor,
    });
    expect(learners.body.meta.pagination.total).toBe(14);
  });

  it("shows a mentee's month of activity and their learners' stats", async () => {
    const activity = await server.call(
      'GET',
      `/users/mentees/${ids.mentor}/activity?month=${thisMonth.month}&year=${thisMonth.year}`,
      { token: tokens.supermentor },
    );
    expect(MenteeActivity.safeParse(activity.body.data).success).toBe(true);
    expect(activity.body.data.mentorActivity.every((d: { day: number }) => d.day >= 1 && d.day <= 31)).toBe(
      true,
    );
    const stats = await server.call('GET', `/users/mentees/${ids.mentor}/stats`, {
      token: tokens.supermentor,
    });
    expect(MenteeStats.safeParse(stats.body.data).success).toBe(true);
    expect(stats.body.data.activeStudents[0].usersActive).toBeGreaterThan(0);
    expect(stats.body.data.projectCount).toBeGreaterThanOrEqual(1);
    expect(
      (
        await server.call('GET', `/users/mentees/${ids.mentor}/activity?month=13&year=2026`, {
          token: tokens.supermentor,
        })
      ).status,
    ).toBe(422);
    // A month far out of range is no page number: the route's own text, under `month`.
    const huge = await server.call('GET', `/users/mentees/${ids.mentor}/activity?month=200000&year=2026`, {
      token: tokens.supermentor,
    });
    expect(huge).toMatchObject({ status: 422, body: { error: { month: ['Choose a month and a year.'] } } });
  });
});

describe('dashboard', () => {
  it('lists the filter values of the organisation', async () => {
    const res = await server.call('GET', '/users/school-grade', { token: tokens.supermentor });
    expect(SchoolGrade.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.schoolList).toEqual(['Lakeside Academy', 'Riverside High School']);
    expect(res.body.data.gradeList).toContain('9th');
  });

  it('computes counters, categories, the three-month comparison and leaderboards from real activity', async () => {
    const res = await server.call('POST', '/users/supermentor-dashboard', {
      token: tokens.supermentor,
      json: { ...thisMonth },
    });
    expect(res.status).toBe(200);
    const parsed = Dashboard.safeParse(res.body.data);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
    const d = res.body.data;
    expect(Object.values(d.access).every((a) => a === 'SHOW')).toBe(true);
    expect(d.activeStudents[0].usersActive).toBeGreaterThan(0);
    // Minutes per day of the three previous months (the default comparison), never all on day 1.
    const compared = defaultComparisonMonths(now).map((m) => `${m.year}-${m.month}`);
    const rows = d.hourComparision as Array<{ year: number; month: number; day: number; mins: number }>;
    expect(rows.every((r) => compared.includes(`${r.year}-${r.month}`) && r.day >= 1 && r.day <= 31)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.day)).size).toBeGreaterThan(1);
    expect(d.timeBasedStudents.length).toBeLessThanOrEqual(10);
    const mins = d.timeBasedStudents.map((s: { mins: number }) => s.mins);
    expect(mins).toEqual([...mins].sort((a: number, b: number) => b - a));
    expect(d.timeBasedStudents[0].mentorId).toBe(ids.mentor);
    if (d.categories.length) {
      const pct = piePercentages(d.categories.map((c: { count: number }) => c.count));
      expect(Math.round(pct.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
    }
  });

  it('narrows to a school and refuses mentors', async () => {
    const all = await server.call('POST', '/users/supermentor-dashboard', {
      token: tokens.supermentor,
      json: thisMonth,
    });
    const lakeside = await server.call('POST', '/users/supermentor-dashboard', {
      token: tokens.supermentor,
      json: { ...thisMonth, school: 'Lakeside Academy' },
    });
    expect(lakeside.body.data.activeStudents[0].usersActive).toBeLessThan(
      all.body.data.activeStudents[0].usersActive,
    );
    expect(
      (await server.call('POST', '/users/supermentor-dashboard', { token: tokens.mentor, json: thisMonth }))
        .status,
    ).toBe(403);
  });

  it('removes a mentee with the spec text', async () => {
    const res = await server.call('DELETE', `/users/mentees/${ids.mentor}`, { token: tokens.supermentor });
    expect(res.body.message).toBe('Mentee removed successfully.');
    expect(
      (await server.call('GET', '/users/mentees', { token: tokens.supermentor })).body.data.results.map(
        (m: { full_name: string }) => m.full_name,
      ),
    ).toEqual(['Samuel Adeyemi']);
  });
});
