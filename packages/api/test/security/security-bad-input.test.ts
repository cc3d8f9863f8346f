import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/routes/operations';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo, sendRaw } from '../support/security-helpers';

// Issue 13 item 8: malformed multipart, absurd page numbers and deeply nested JSON answered 500. Each
// is now a 4xx in the error shape `{ message, error }`.
let server: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  tokens = await loginDemo(server, ['learner', 'mentor', 'supermentor']);
  const { db } = server.api.ctx;
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const userProject = await db
    .selectFrom('user_projects')
    .select(['id', 'module_id'])
    .where('user_id', '=', await idOf('learner@modkit.test'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  ids = {
    learner: await idOf('learner@modkit.test'),
    mentor: await idOf('mentor@modkit.test'),
    userProject: userProject.id,
    module: userProject.module_id,
  };
});
afterAll(() => server.close());

const inErrorShape = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(res.body).toEqual({ message: expect.any(String), error: expect.any(Object) });
};

describe('malformed multipart', () => {
  const boundary = '----modkitBoundary';
  const part = (name: string, value: string, fileName?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
      fileName === undefined ? '' : `; filename="${fileName}"\r\nContent-Type: image/png`
    }\r\n\r\n${value}\r\n`;
  const bodies: Array<[string, string, string]> = [
    ['truncated', `${part('first_name', 'Ann')}--${boundary}\r\nContent-Disposition: form-da`, boundary],
    ['without a boundary', part('first_name', 'Ann'), ''],
    ['with a NUL in a part name', `${part('first\u0000name', 'Ann')}--${boundary}--\r\n`, boundary],
    [
      'with a NUL in a file name',
      `${part('media', 'PNGDATA', 'a\u0000b.png')}${part('documents', 'DATA', 'c\u0000d.txt')}--${boundary}--\r\n`,
      boundary,
    ],
  ];
  const targets: Array<[string, string, () => string, () => string | undefined]> = [
    ['signup', 'POST', () => '/auth/signup', () => undefined],
    ['profile', 'PATCH', () => '/users/profile', () => tokens.learner],
    ['project submit', 'POST', () => `/projects/${ids.userProject}/submit`, () => tokens.learner],
  ];
  for (const [target, method, path, token] of targets) {
    it.each(bodies)(`${target}: a body %s answers 4xx in the error shape`, async (_name, body, b) => {
      const headers: Record<string, string> = {
        'Content-Type': b ? `multipart/form-data; boundary=${b}` : 'multipart/form-data',
      };
      const bearer = token();
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      inErrorShape(await sendRaw(server, method, path(), body, headers));
    });
  }
});

describe('absurd page numbers on every paged GET', () => {
  /** The token and concrete path of each paged GET (they read as a learner, mentor or super mentor). */
  const paged = () =>
    OPERATIONS.filter(
      (op) =>
        op.method === 'get' && (op.query as { shape?: Record<string, unknown> } | undefined)?.shape?.page,
    ).map((op) => {
      const path = op.path
        .replace('/users/learners/{id}', `/users/learners/${ids.learner}`)
        .replace('/users/mentees/{id}', `/users/mentees/${ids.mentor}`);
      const token =
        op.tag === 'Super mentor' ? tokens.supermentor : op.tag === 'Mentor' ? tokens.mentor : tokens.learner;
      const query =
        path === '/chats'
          ? `user_project_id=${ids.userProject}&`
          : path === '/comments'
            ? `module_id=${ids.module}&`
            : '';
      return { path, token, query };
    });

  it('covers the 16 or more paged GETs of the contract', () => {
    expect(paged().length).toBeGreaterThanOrEqual(16);
  });

  it.each(['1e400', '12345678901234567890', '100001'])('page=%s answers 422 on each', async (page) => {
    for (const { path, token, query } of paged()) {
      const res = await server.call('GET', `${path}?${query}page=${page}`, { token });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.error.page, path).toEqual(['page must be a whole number from 1 to 100000.']);
    }
  });

  it('still reads a page within range, and garbage still means page 1', async () => {
    const far = await server.call('GET', '/modules/search?page=100000', { token: tokens.learner });
    expect(far.status).toBe(200);
    expect(far.body.data.results).toEqual([]);
    const garbage = await server.call('GET', '/modules/search?page=abc', { token: tokens.learner });
    expect(garbage.body.meta.pagination.page).toBe(1);
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const arrays = (depth: number) => `{"month":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it.each([
    ['the dashboard', '/users/supermentor-dashboard', () => tokens.supermentor],
    ['the login', '/auth/login', () => undefined],
    ['an assignment', '/modules/assign', () => tokens.learner],
  ])('%s answers 400 to a body nested 5000 deep', async (_name, path, token) => {
    for (const body of [nested(5000), arrays(5000)]) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const bearer = token();
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      const res = await sendRaw(server, 'POST', path, body, headers);
      inErrorShape(res);
      expect(res.body.message).toBe('The request body is nested too deeply.');
    }
  });

  it('still accepts an ordinary dashboard filter', async () => {
    const res = await server.call('POST', '/users/supermentor-dashboard', {
      token: tokens.supermentor,
      json: { month: 5, year: 2026, comparisionByMonth: [{ month: 4, year: 2026 }] },
    });
    expect(res.status).toBe(200);
  });
});
