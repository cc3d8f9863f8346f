import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/routes/operations';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  for (const who of ['learner', 'mentor', 'supermentor']) {
    const res = await server.call('POST', '/auth/login', {
      json: { email: `${who}@modkit.test`, password: 'Demo-pass-1' },
    });
    tokens[who] = res.body.meta.token;
    ids[who] = res.body.data.id;
  }
  const projects = await server.call('GET', `/users/learners/${ids.learner}/projects`, {
    token: tokens.mentor,
  });
  ids.userProject = projects.body.data.results[0].id;
  const modules = await server.call('GET', `/users/learners/${ids.learner}/modules`, {
    token: tokens.mentor,
  });
  ids.module = modules.body.data.results[0].module.id;
});
afterAll(() => server.close());

const month = () => `month=${new Date().getUTCMonth() + 1}&year=${new Date().getUTCFullYear()}`;

/** Who reads each part-2 GET, and the concrete URL. */
const reads: Record<string, [string, () => string]> = {
  '/users/learners': ['mentor', () => '/users/learners'],
  '/users/learners/{id}': ['mentor', () => `/users/learners/${ids.learner}`],
  '/users/learners/{id}/modules': ['mentor', () => `/users/learners/${ids.learner}/modules`],
  '/users/learners/{id}/modules/{moduleId}': [
    'mentor',
    () => `/users/learners/${ids.learner}/modules/${ids.module}`,
  ],
  '/users/learners/{id}/projects': ['mentor', () => `/users/learners/${ids.learner}/projects`],
  '/users/user-projects/{id}': ['mentor', () => `/users/user-projects/${ids.userProject}`],
  '/users/{id}/interest-cloud': ['mentor', () => `/users/${ids.learner}/interest-cloud`],
  '/users/{id}/career-recommendation': ['mentor', () => `/users/${ids.learner}/career-recommendation`],
  '/users/sessions': ['mentor', () => '/users/sessions'],
  '/users/mentees': ['supermentor', () => '/users/mentees'],
  '/users/mentees/{id}': ['supermentor', () => `/users/mentees/${ids.mentor}`],
  '/users/mentees/{id}/learners': ['supermentor', () => `/users/mentees/${ids.mentor}/learners`],
  '/users/mentees/{id}/activity': ['supermentor', () => `/users/mentees/${ids.mentor}/activity?${month()}`],
  '/users/mentees/{id}/stats': ['supermentor', () => `/users/mentees/${ids.mentor}/stats`],
  '/users/school-grade': ['supermentor', () => '/users/school-grade'],
  '/users/subscriptions': ['learner', () => '/users/subscriptions'],
};

describe('part-2 answers follow the contract', () => {
  it.each(
    OPERATIONS.filter((op) => op.method === 'get' && op.response && reads[op.path]).map((op) => [
      op.path,
      op,
    ]),
  )('GET %s', async (path, op) => {
    const [who, url] = reads[path]!;
    const res = await server.call('GET', url(), { token: tokens[who] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = op.response!.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  });

  it('POST /users/supermentor-dashboard answers the contract', async () => {
    const op = OPERATIONS.find((o) => o.path === '/users/supermentor-dashboard')!;
    const res = await server.call('POST', op.path, { token: tokens.supermentor, json: {} });
    const parsed = op.response!.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  });
});
