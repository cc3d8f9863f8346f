import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
let premium: { id: number; token: string };
let free: { id: number; token: string };
let stranger: { id: number; token: string };
let mentor: { id: number; token: string };
let moduleId: number;

beforeAll(async () => {
  server = await startTestServer({ maxUploadBytes: 1024 });
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  moduleId = await idOfKey(ctx, 'modules', 'black-holes');
  premium = await createUser(ctx, { packageName: 'PREMIUM' });
  free = await createUser(ctx, { packageName: 'FREE' });
  stranger = await createUser(ctx, { packageName: 'PREMIUM' });
  mentor = await createUser(ctx, { role: 'MENTOR' });
  await ctx.db
    .insertInto('mentor_learners')
    .values({ mentor_id: mentor.id, learner_id: premium.id, created_at: new Date().toISOString() })
    .execute();
  for (const learner of [premium, free]) {
    await server.call('POST', '/modules/assign', { token: learner.token, json: { modules: [moduleId] } });
  }
});
afterAll(() => server.close());

const userProjectOf = async (token: string, type = 'MINI_PROJECT') => {
  const res = await server.call('GET', `/modules/${moduleId}/projects`, { token });
  const project = res.body.data.results.find((p: { type: string }) => p.type === type);
  return project.usersprojects[0].id as number;
};

const form = (fields: Record<string, string>, files: Array<[string, number]> = []) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [name, size] of files)
    body.append('documents', new Blob([new Uint8Array(size).fill(65)], { type: 'text/plain' }), name);
  return body;
};

describe('project submission', () => {
  it('submits with a summary, a link and files, stores them and awards the mini-project points once', async () => {
    const id = await userProjectOf(premium.token);
    const res = await server.call('POST', `/projects/${id}/submit`, {
      token: premium.token,
      form: form({ description: 'My summary', link: 'https://example.org/p' }, [
        ['notes.txt', 10],
        ['plan.txt', 20],
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Project submitted successfully.');
    expect(res.body.data).toMatchObject({
      status: 'SUBMITTED',
      description: 'My summary',
      link: 'https://example.org/p',
      project: { type: 'MINI_PROJECT' },
    });
    expect(res.body.data.documents.map((d: { file_name: string }) => d.file_name)).toEqual([
      'notes.txt',
      'plan.txt',
    ]);
    const file = await fetch(server.url + res.body.data.documents[0].path.replace('/api', ''));
    expect(await file.text()).toBe('AAAAAAAAAA');
    await server.call('POST', `/projects/${id}/submit`, {
      token: premium.token,
      form: form({ description: 'Again' }),
    });
    const points = await server.api.ctx.db
      .selectFrom('points_ledger')
      .select(['action', 'points'])
      .where('user_id', '=', premium.id)
      .execute();
    expect(points).toEqual([{ action: 'MINI_PROJECT', points: 100 }]);
  });

  it.each([
    ['no summary', { description: '  ' }, [], 422, { description: ['Summary is Required'] }],
    [
      'a link that is not a web address',
      { description: 'x', link: 'javascript:alert(1)' },
      [],
      422,
      { link: ['Enter a link starting with http:// or https://.'] },
    ],
    [
      'six files',
      { description: 'x' },
      [1, 2, 3, 4, 5, 6].map((i) => [`f${i}.txt`, 1]),
      422,
      { documents: ['At most 5 files can be uploaded.'] },
    ],
    [
      'a file over the size limit',
      { description: 'x' },
      [['big.txt', 2048]],
      413,
      { documents: ['File is too large.'] },
    ],
  ] as const)('refuses %s', async (_name, fields, files, status, error) => {
    const id = await userProjectOf(premium.token, 'SKILL_BUILDING_PROJECT');
    const res = await server.call('POST', `/projects/${id}/submit`, {
      token: premium.token,
      form: form(fields as Record<string, string>, files as Array<[string, number]>),
    });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    const record = await server.api.ctx.db
      .selectFrom('user_projects')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('PENDING');
  });

  it('locks submission for the FREE package with the spec text', async () => {
    // The FREE package cannot read the module's projects (403), so the record is looked up directly.
    const { id } = await server.api.ctx.db
      .selectFrom('user_projects')
      .select('id')
      .where('user_id', '=', free.id)
      .executeTakeFirstOrThrow();
    const res = await server.call('POST', `/projects/${id}/submit`, {
      token: free.token,
      form: form({ description: 'x' }),
    });
    expect(res.body).toEqual({
      message: 'Upgrade to Premium to submit your project and get quality feedback from our mentor.',
      error: {},
    });
  });

  it("answers 404 for another learner's project", async () => {
    const id = await userProjectOf(premium.token);
    const res = await server.call('POST', `/projects/${id}/submit`, {
      token: stranger.token,
      form: form({ description: 'x' }),
    });
    expect(res.status).toBe(404);
  });

  it('lists my submitted projects with keyword and month filters', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const all = await server.call(
      'GET',
      '/projects/my-projects?page=1&limit=10&status=SUBMITTED&order_by=DESC',
      { token: premium.token },
    );
    expect(all.body.meta.pagination.total).toBe(1);
    expect(all.body.data.results[0].module).toMatchObject({ name: 'How Black Holes Form' });
    const byKeyword = await server.call('GET', '/projects/my-projects?keyword=black', {
      token: premium.token,
    });
    expect(byKeyword.body.data.results).toHaveLength(1);
    const otherMonth = await server.call('GET', '/projects/my-projects?date=2001-01', {
      token: premium.token,
    });
    expect(otherMonth.body.data.results).toHaveLength(0);
    const thisMonth = await server.call('GET', `/projects/my-projects?date=${month}`, {
      token: premium.token,
    });
    expect(thisMonth.body.data.results).toHaveLength(1);
  });
});

describe('project chat', () => {
  it('lets the learner and their mentor talk, and only the author edit', async () => {
    const id = await userProjectOf(premium.token);
    const mine = await server.call('POST', '/chats', {
      token: premium.token,
      json: { user_project_id: id, comment: ' Could you look? ' },
    });
    expect(mine.body.data).toMatchObject({ comment: 'Could you look?' });
    const reply = await server.call('POST', '/chats', {
      token: mentor.token,
      json: { user_project_id: id, comment: 'Nice work.' },
    });
    expect(reply.status).toBe(201);
    const list = await server.call('GET', `/chats?user_project_id=${id}`, { token: premium.token });
    expect(list.body.data.results.map((c: { comment: string }) => c.comment)).toEqual([
      'Could you look?',
      'Nice work.',
    ]);
    expect(
      (
        await server.call('PUT', `/chats/${reply.body.data.id}`, {
          token: premium.token,
          json: { comment: 'hack' },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('GET', `/chats?user_project_id=${id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (
        await server.call('POST', '/chats', {
          token: premium.token,
          json: { user_project_id: id, comment: '' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('discussion', () => {
  it('adds, replies, edits own, and lets only admins delete', async () => {
    const admin = await createUser(server.api.ctx, { role: 'ADMIN' });
    const top = await server.call('POST', '/comments', {
      token: premium.token,
      json: { module_id: moduleId, message: '  Great module  ' },
    });
    expect(top.body.data).toMatchObject({
      message: 'Great module',
      parent_id: null,
      user: { id: premium.id },
    });
    const reply = await server.call('POST', '/comments', {
      token: free.token,
      json: { module_id: moduleId, message: 'Agreed', parent_id: top.body.data.id },
    });
    expect(reply.body.data.parent_id).toBe(top.body.data.id);
    expect(
      (
        await server.call('POST', '/comments', {
          token: free.token,
          json: { module_id: moduleId, message: '   ' },
        })
      ).body,
    ).toEqual({
      message: 'Validation Error Occured',
      error: { message: ['Message is Required'] },
    });
    expect(
      (
        await server.call('PUT', `/comments/${top.body.data.id}`, {
          token: free.token,
          json: { message: 'mine now' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('PUT', `/comments/${top.body.data.id}`, {
          token: premium.token,
          json: { message: 'Edited' },
        })
      ).body.data.message,
    ).toBe('Edited');
    expect(
      (await server.call('DELETE', `/comments/${top.body.data.id}`, { token: premium.token })).status,
    ).toBe(403);
    const list = await server.call('GET', `/comments?module_id=${moduleId}`, { token: premium.token });
    expect(list.body.data.results).toHaveLength(1);
    expect(list.body.data.results[0].replies.map((r: { message: string }) => r.message)).toEqual(['Agreed']);
    expect(
      (await server.call('DELETE', `/comments/${top.body.data.id}`, { token: admin.token })).status,
    ).toBe(200);
    const after = await server.call('GET', `/comments?module_id=${moduleId}`, { token: premium.token });
    expect(after.body.data.results).toEqual([]);
  });

  it('renders stored text as data: script-like messages come back verbatim, never executed server-side', async () => {
    const xss = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const res = await server.call('POST', '/comments', {
      token: premium.token,
      json: { module_id: moduleId, message: xss },
    });
    expect(res.body.data.message).toBe(xss);
  });
});
