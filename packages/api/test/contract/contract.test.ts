import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/routes/operations';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
let token: string;
/** A separate account for the routing sweep, which also calls logout. */
let sweepToken: string;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  const learner = await createUser(ctx, { packageName: 'PREMIUM' });
  token = learner.token;
  sweepToken = (await createUser(ctx, { packageName: 'FREE' })).token;
  const module = await ctx.db
    .selectFrom('modules')
    .select('id')
    .where('key', '=', 'black-holes')
    .executeTakeFirstOrThrow();
  await server.call('POST', '/modules/assign', { token, json: { modules: [module.id] } });
  await server.call('POST', '/comments', { token, json: { module_id: module.id, message: 'Hello' } });
  const career = await ctx.db
    .selectFrom('careers')
    .select('id')
    .where('key', '=', 'astrophysicist')
    .executeTakeFirstOrThrow();
  const collection = await ctx.db.selectFrom('collections').select('id').executeTakeFirstOrThrow();
  const pkg = await ctx.db.selectFrom('packages').select('id').executeTakeFirstOrThrow();
  const userProject = await ctx.db.selectFrom('user_projects').select('id').executeTakeFirstOrThrow();
  ids = {
    module: module.id,
    career: career.id,
    collection: collection.id,
    package: pkg.id,
    userProject: userProject.id,
    user: learner.id,
  };
});
afterAll(() => server.close());

/** The tags a learner's token reads (mentor and super-mentor reads: contract-part2.test.ts). */
const LEARNER_TAGS = new Set([
  'System',
  'Auth',
  'Users',
  'Library',
  'Modules',
  'Projects',
  'Discussion',
  'Packages',
  'Account',
]);

/** Concrete paths and queries for the GET operations whose answers are checked against the contract. */
const concrete: Record<string, () => string> = {
  '/modules/auth/{id}': () => `/modules/auth/${ids.module}?include=projects,tabs`,
  '/modules/my-modules/{id}': () => `/modules/my-modules/${ids.module}`,
  '/modules/{id}/projects': () => `/modules/${ids.module}/projects`,
  '/careers/{id}': () => `/careers/${ids.career}`,
  '/collections/{id}': () => `/collections/${ids.collection}`,
  '/packages/{id}': () => `/packages/${ids.package}`,
  '/comments': () => `/comments?module_id=${ids.module}`,
  '/chats': () => `/chats?user_project_id=${ids.userProject}`,
  '/recommendation-engine/{id}': () => `/recommendation-engine/${ids.user}`,
  '/users/my-list': () => '/users/my-list?type=RECENTLY_VIEWED',
};

describe('the contract', () => {
  it('documents every operation in /api/openapi.json and on /api/docs', async () => {
    const doc = await server.call('GET', '/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    for (const op of OPERATIONS)
      expect(doc.body.paths[op.path]?.[op.method], `${op.method} ${op.path}`).toBeDefined();
    const page = await fetch(`${server.url}/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/modules/search');
  });

  it.each(OPERATIONS.map((op) => [op.method.toUpperCase(), op.path]))(
    'routes %s %s',
    async (method, path) => {
      const res = await server.call(method, path.replace(/\{[^}]+\}/g, '1'), {
        token: sweepToken,
        ...(method === 'GET' ? {} : { json: {} }),
      });
      expect(String(res.body?.message ?? '')).not.toMatch(/^No route for/);
    },
  );

  it.each(
    OPERATIONS.filter(
      (op) =>
        op.method === 'get' &&
        op.response &&
        LEARNER_TAGS.has(op.tag) &&
        (!op.path.includes('{') || concrete[op.path]),
    ).map((op) => [op.path, op]),
  )('GET %s answers the contract shape', async (path, op) => {
    const url = concrete[path]?.() ?? path;
    const res = await server.call('GET', url, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = op.response!.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  });
});
