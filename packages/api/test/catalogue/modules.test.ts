import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
let premium: { id: number; token: string };
let free: { id: number; token: string };
let blackHoles: number;
let moon: number;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  blackHoles = await idOfKey(ctx, 'modules', 'black-holes');
  moon = await idOfKey(ctx, 'modules', 'moon-phases');
  premium = await createUser(ctx, { packageName: 'PREMIUM' });
  free = await createUser(ctx, { packageName: 'FREE' });
});
afterAll(() => server.close());

describe('GET /modules/search', () => {
  it('refuses anonymous callers with 401 Unauthorized', async () => {
    expect(await server.call('GET', '/modules/search')).toEqual({
      status: 401,
      body: { message: 'Unauthorized', error: {} },
    });
  });

  it('pages published modules newest first with the card fields', async () => {
    const res = await server.call(
      'GET',
      '/modules/search?page=1&limit=1&order_by=DESC&order_by_type=publish_at',
      { token: premium.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ total: 2, page: 1, limit: 1 });
    const [card] = res.body.data.results;
    expect(card).toMatchObject({
      id: blackHoles,
      name: 'How Black Holes Form',
      categories: [{ name: 'Space', categories: { name: 'Science & Nature' } }],
      tags: [{ name: 'astronomy' }, { name: 'physics' }],
      careers: [{ name: 'Astrophysicist' }],
      HasBookmarked: null,
      HasAssignToUser: null,
    });
    expect(card.media.path).toMatch(/\.svg$/);
  });

  it.each([
    ['keyword prefix', 'keyword=blac', ['How Black Holes Form']],
    ['FTS syntax in a keyword is read as plain words', 'keyword=black"*) holes', ['How Black Holes Form']],
    ['skip excludes the current module', 'skip=__BH__', ['Moon Phases']],
    ['oldest first', 'order_by=ASC', ['Moon Phases', 'How Black Holes Form']],
    ['unknown tag', 'tag_id=999999', []],
    [
      'garbage ids are ignored',
      'category_id=abc&page=-3&limit=9999',
      ['How Black Holes Form', 'Moon Phases'],
    ],
  ])('filters: %s', async (_name, query, names) => {
    const res = await server.call('GET', `/modules/search?${query.replace('__BH__', String(blackHoles))}`, {
      token: premium.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((m: { name: string }) => m.name)).toEqual(names);
  });

  it('never lists unpublished modules to a learner', async () => {
    await server.api.ctx.db.updateTable('modules').set({ status: 'DRAFT' }).where('id', '=', moon).execute();
    const res = await server.call('GET', '/modules/search?status=DRAFT', { token: premium.token });
    expect(res.body.data.results.map((m: { id: number }) => m.id)).toEqual([blackHoles]);
    await server.api.ctx.db
      .updateTable('modules')
      .set({ status: 'PUBLISH' })
      .where('id', '=', moon)
      .execute();
  });
});

describe('module detail, assignment and progress', () => {
  it('answers 404 for ids that are not modules', async () => {
    for (const id of ['abc', '-1', '99999999999', '0']) {
      expect((await server.call('GET', `/modules/auth/${id}`, { token: premium.token })).status).toBe(404);
    }
  });

  it('keeps the Get the Idea content for assigned learners only', async () => {
    const before = await server.call('GET', `/modules/auth/${blackHoles}?include=projects,tabs`, {
      token: premium.token,
    });
    expect(before.body.data.tabs).toBeUndefined();
    expect(
      (
        await server.call('POST', '/modules/assign', {
          token: premium.token,
          json: { modules: [blackHoles] },
        })
      ).status,
    ).toBe(200);
    const after = await server.call('GET', `/modules/auth/${blackHoles}?include=projects,tabs`, {
      token: premium.token,
    });
    expect(after.body.data.tabs[0].contents[0].html).toBe('<h2>Gravity wins</h2><p>Text.</p>');
    expect(after.body.data.HasAssignToUser).toMatchObject({ completed_percentage: 0 });
    expect(
      after.body.data.projects.map(
        (p: { usersprojects: Array<{ status: string }> }) => p.usersprojects[0]?.status,
      ),
    ).toEqual(['PENDING', 'PENDING']);
  });

  it('refuses progress, reflection and rating input that is out of range', async () => {
    const bad = await server.call('PATCH', `/modules/my-modules/${blackHoles}/completed_percentage`, {
      token: premium.token,
      json: { completed_percentage: 101, completed_tab: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error)).toEqual(['completed_percentage', 'completed_tab']);
    const empty = await server.call('POST', `/modules/my-modules/${blackHoles}/submit-reflection-question`, {
      token: premium.token,
      json: { reflection_question_answer: '   ' },
    });
    expect(empty.body).toEqual({
      message: 'Validation Error Occured',
      error: { reflection_question_answer: ['Answer is Required'] },
    });
    const rating = await server.call('POST', `/modules/${blackHoles}/rating`, {
      token: premium.token,
      json: { score: 5 },
    });
    expect(rating.status).toBe(422);
  });

  it('never lowers progress and awards Get the Idea points once', async () => {
    const patch = (completed_percentage: number, completed_tab: number) =>
      server.call('PATCH', `/modules/my-modules/${blackHoles}/completed_percentage`, {
        token: premium.token,
        json: { completed_percentage, completed_tab },
      });
    // Below 33 % 'Get the Idea' is not finished: the progress is kept, no points.
    const early = await patch(20, 0);
    expect(early.body).toMatchObject({ data: { completed_percentage: 20 }, meta: { points_awarded: 0 } });
    const first = await patch(66, 2);
    expect(first.body).toMatchObject({ data: { completed_percentage: 66 }, meta: { points_awarded: 50 } });
    expect((await patch(33, 1)).body.data.completed_percentage).toBe(66);
    expect((await patch(100, 3)).body.meta).toEqual({ points_awarded: 0 });
    const ledger = await server.api.ctx.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', premium.id)
      .execute();
    expect(ledger.map((l) => [l.action, l.points])).toEqual([['GET_THE_IDEA', 50]]);
  });

  it('accepts a reflection answer from a PREMIUM learner and refuses it when not assigned', async () => {
    const ok = await server.call('POST', `/modules/my-modules/${blackHoles}/submit-reflection-question`, {
      token: premium.token,
      json: { reflection_question_answer: '  I would ask where the light goes.  ' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Reflection Question submitted successfully.');
    expect(ok.body.data.reflection_question_answer).toBe('I would ask where the light goes.');
    const notAssigned = await server.call('POST', `/modules/my-modules/${moon}/submit-reflection-question`, {
      token: premium.token,
      json: { reflection_question_answer: 'x' },
    });
    expect(notAssigned.body.message).toBe('This module has not been assigned to you yet!');
  });

  it('locks the reflection answer for the FREE package', async () => {
    await server.call('POST', '/modules/assign', { token: free.token, json: { modules: [blackHoles] } });
    const res = await server.call('POST', `/modules/my-modules/${blackHoles}/submit-reflection-question`, {
      token: free.token,
      json: { reflection_question_answer: 'hello' },
    });
    expect(res).toEqual({
      status: 400,
      body: {
        message: 'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.',
        error: {},
      },
    });
  });

  it('decrements the FREE allowance and refuses past it with the spec text', async () => {
    const { db } = server.api.ctx;
    await db
      .updateTable('user_packages')
      .set({ remaining_modules: 0 })
      .where('user_id', '=', free.id)
      .execute();
    const res = await server.call('POST', '/modules/assign', {
      token: free.token,
      json: { modules: [moon] },
    });
    expect(res.body.message).toBe("You don't have a sufficient plan to view this module.");
    const again = await server.call('POST', '/modules/assign', {
      token: free.token,
      json: { modules: [blackHoles] },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.assigned).toEqual([]);
  });

  it('counts likes and toggles the viewer like', async () => {
    const first = await server.call('POST', `/modules/${moon}/like`, { token: premium.token });
    expect(first.body.data).toEqual({ likes: 1, liked: true });
    const second = await server.call('POST', `/modules/${moon}/like`, { token: premium.token });
    expect(second.body.data).toEqual({ likes: 0, liked: false });
  });

  it('returns a featured question from a published module', async () => {
    const res = await server.call('GET', '/modules/feature-questions/random', { token: premium.token });
    expect([blackHoles, moon]).toContain(res.body.data.module.id);
    expect(res.body.data.question).toMatch(/\?$/);
  });
});
