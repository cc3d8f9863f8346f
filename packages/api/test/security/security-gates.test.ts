import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

// Issue 13 item 5: package gates the server did not hold. Sessions need number_of_session > 0 and a
// remaining_session (counted down atomically); the activity log needs profile-building support; project
// reads need project access; the module allowance cannot be overspent by parallel assigns (SQLite and
// PostgreSQL: this file runs on both).
let server: TestServer;
let mentor: { id: number; token: string };
let moduleIds: number[];

const SESSIONS_LOCKED = 'Upgrade your package to schedule sessions with your mentors.';
const NO_SESSIONS_LEFT = 'You have used all the mentor sessions of your package.';

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  mentor = await createUser(server.api.ctx, { role: 'MENTOR' });
  moduleIds = (
    await server.api.ctx.db
      .selectFrom('modules')
      .select('id')
      .where('status', '=', 'PUBLISH')
      .orderBy('id')
      .limit(12)
      .execute()
  ).map((m) => m.id);
});
afterAll(() => server.close());

/** A learner on a package, linked to the test mentor. */
const learnerOn = async (packageName: string) => {
  const learner = await createUser(server.api.ctx, { packageName });
  await server.api.ctx.db
    .insertInto('mentor_learners')
    .values({ mentor_id: mentor.id, learner_id: learner.id, created_at: new Date().toISOString() })
    .execute();
  return learner;
};
const inDays = (days: number, hour = 10) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};
const sessionBody = (at: Date) => ({
  date: `${String(at.getUTCDate()).padStart(2, '0')}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${at.getUTCFullYear()}`,
  time: `${at.getUTCHours()}:00`,
  scheduled_on: at.toISOString(),
});
const remaining = async (token: string) =>
  (await server.call('GET', '/users/profile', { token })).body.data.userpackages as {
    remaining_modules: number;
    remaining_session: number;
  };

describe('mentor sessions', () => {
  it('refuses a learner whose package has no sessions, from either side', async () => {
    const free = await learnerOn('FREE');
    const mine = await server.call('POST', '/users/sessions', {
      token: free.token,
      json: { mentor_id: mentor.id, ...sessionBody(inDays(3)) },
    });
    expect(mine.status).toBe(403);
    expect(mine.body).toEqual({ message: SESSIONS_LOCKED, error: {} });
    const theirs = await server.call('POST', '/users/sessions', {
      token: mentor.token,
      json: { learner_id: free.id, ...sessionBody(inDays(3)) },
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe("This learner's package has no mentor sessions left.");
  });

  it('counts sessions down, refuses at zero and gives a cancelled one back', async () => {
    const starter = await learnerOn('STARTER'); // 1 session
    expect((await remaining(starter.token)).remaining_session).toBe(1);
    const first = await server.call('POST', '/users/sessions', {
      token: starter.token,
      json: { mentor_id: mentor.id, ...sessionBody(inDays(3)) },
    });
    expect(first.status).toBe(201);
    expect((await remaining(starter.token)).remaining_session).toBe(0);
    const second = await server.call('POST', '/users/sessions', {
      token: starter.token,
      json: { mentor_id: mentor.id, ...sessionBody(inDays(4)) },
    });
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(NO_SESSIONS_LEFT);
    await server.call('PATCH', `/users/sessions/${first.body.data.id}`, {
      token: starter.token,
      json: { status: 'CANCELLED' },
    });
    expect((await remaining(starter.token)).remaining_session).toBe(1);
  });

  it('never spends more sessions than there are, however many requests race', async () => {
    const starter = await learnerOn('STARTER');
    const results = await Promise.all(
      [3, 4, 5, 6, 7, 8].map((d) =>
        server.call('POST', '/users/sessions', {
          token: starter.token,
          json: { mentor_id: mentor.id, ...sessionBody(inDays(d)) },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect((await remaining(starter.token)).remaining_session).toBe(0);
  });
});

describe('the activity log needs profile-building support', () => {
  it.each([
    ['POST', '/users/activity-log', { min: 5 }],
    ['GET', '/users/activity-log', undefined],
    ['GET', '/users/activity-log/activity', undefined],
  ])('%s %s: FREE 403, PREMIUM served', async (method, path, json) => {
    const free = await learnerOn('FREE');
    const premium = await learnerOn('PREMIUM');
    const refused = await server.call(method, path, { token: free.token, json });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Upgrade your package to follow your activity log.', error: {} });
    expect((await server.call(method, path, { token: premium.token, json })).status).toBeLessThan(300);
  });
});

describe('project reads need project access', () => {
  it.each([
    ['the module projects', () => `/modules/${moduleIds[0]}/projects`],
    ['my projects', () => '/projects/my-projects'],
    ['one of my projects', () => '/projects/my-projects/1'],
  ])('%s: FREE 403 with the gate text; STARTER and mentors read', async (_name, path) => {
    const free = await learnerOn('FREE');
    const refused = await server.call('GET', path(), { token: free.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Upgrade your package to access projects.', error: {} });
    const starter = await learnerOn('STARTER');
    expect([200, 404]).toContain((await server.call('GET', path(), { token: starter.token })).status);
    expect([200, 404]).toContain((await server.call('GET', path(), { token: mentor.token })).status);
  });
});

describe(`the module allowance under parallel assigns (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  const assign = (token: string, modules: number[]) =>
    server.call('POST', '/modules/assign', { token, json: { modules } });

  it('a FREE learner (5 modules) racing 10 assigns gets exactly 5', async () => {
    const free = await learnerOn('FREE');
    const results = await Promise.all(moduleIds.slice(0, 10).map((id) => assign(free.token, [id])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(
      results.every(
        (r) => r.status === 200 || r.body.message === "You don't have a sufficient plan to view this module.",
      ),
    ).toBe(true);
    expect((await remaining(free.token)).remaining_modules).toBe(0);
    const held = await server.api.ctx.db
      .selectFrom('user_modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', free.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(5);
  });

  it('racing assigns of one module charge it once and never answer 500', async () => {
    const free = await learnerOn('FREE');
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => assign(free.token, [moduleIds[11]!])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await remaining(free.token)).remaining_modules).toBe(4);
  });

  it("a mentor's allowed_modules caps parallel assigns too", async () => {
    const capped = await createUser(server.api.ctx, { role: 'MENTOR', allowed_modules: 3 });
    const results = await Promise.all(moduleIds.slice(0, 8).map((id) => assign(capped.token, [id])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  });
});
