import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_REFUSED } from '../../src/http/input/json-depth';
import { openApiDocument } from '../../src/routes/openapi-document';
import { walkOperations } from '../support/openapi-walk';
import { sendRaw } from '../support/security-helpers';
import { type AuthzWorld, startAuthzWorld, unexpectedErrors } from './authz/authz-world';
import { fuzzRequests, MUTATIONS, sendCase } from './contract-fuzz';

/**
 * The contract fuzzer (security issue): every documented operation gets requests generated from its
 * OpenAPI schema and then mutated. No answer may be a 5xx, and every 4xx is in the error shape. 12 cases per
 * operation here; `FUZZ_RUNS=200 npx vitest run test/security/security-contract-fuzz.test.ts` goes further, and
 * `FUZZ_SEED` changes the cases (a finding prints its seed, mutation and request to replay it).
 */
const RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 12;
const SEED = Number(process.env.FUZZ_SEED) || 20_260_513;

let world: AuthzWorld;
beforeAll(async () => {
  world = await startAuthzWorld();
});
afterAll(() => world.server.close());

const operations = walkOperations(openApiDocument('http://localhost/api'));

describe(`the contract fuzzer (seed ${SEED}, ${RUNS} cases per operation)`, () => {
  it.each(operations.map((op) => [op.key, op] as const))('%s', async (_key, op) => {
    const findings = [];
    for (const request of fuzzRequests(world, op, RUNS, SEED)) {
      const { finding } = await sendCase(world, request);
      if (finding) findings.push(finding);
    }
    expect(findings).toEqual([]);
  });

  it('covers every mutation kind', () => {
    const seen = new Set(
      operations.flatMap((op) => fuzzRequests(world, op, RUNS, SEED).map((r) => r.mutation)),
    );
    expect([...MUTATIONS].filter((m) => !seen.has(m))).toEqual([]);
  });

  it('logged no unexpected error', () => {
    expect(unexpectedErrors(world)).toEqual([]);
  });
});

// What the fuzzer found (PostgreSQL answered 500 to each, SQLite stored or compared the value), fixed and
// pinned here on both engines.
describe('what the fuzzer found', () => {
  const as = (who: 'owner' | 'ownMentor') => world.tokens[who];

  it.each([
    ['a JSON body', 'POST', '/users/upgrade-request', { message: 'a\u0000b' }],
    ['a nested JSON field', 'POST', '/chats', { user_project_id: 1, comment: 'x', extra: ['\u0000'] }],
    ['a query', 'GET', '/users/learners?keyword=a%00b', undefined],
    ['a path', 'GET', '/modules/auth/1%00', undefined],
  ])('NUL in %s answers 400 (PostgreSQL cannot store it)', async (_where, method, path, json) => {
    const res = await world.server.call(method, path, { token: as('ownMentor'), json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: NUL_REFUSED, error: {} });
  });

  it('NUL in a multipart field answers 400 too, before the project is submitted', async () => {
    const form = new FormData();
    form.append('description', 'a\u0000b');
    const res = await world.server.call('POST', `/projects/${world.ids.pendingProject}/submit`, {
      token: as('owner'),
      form,
    });
    expect(res.body).toEqual({ message: NUL_REFUSED, error: {} });
    expect(res.status).toBe(400);
  });

  it.each(['2147483648', '1e308', '99999999999'])('an out-of-range id is a field error: %s', async (id) => {
    const order = await sendRaw(world.server, 'POST', '/orders', `{"package_id":${id},"currency":"USD"}`, {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${as('owner')}`,
    });
    expect(order.status).toBe(422);
    expect(order.body.error).toEqual({ package_id: ['Choose a package.'] });
    const form = new FormData();
    form.append('user_interest[]', id);
    const profile = await world.server.call('PATCH', '/users/profile', { token: as('owner'), form });
    expect(profile.status).toBe(422);
    expect(profile.body.error).toEqual({ user_interest: ['Interests must be topic ids.'] });
  });

  it('a push subscription the push sender could not use is refused (it failed on every later notification)', async () => {
    for (const keys of [
      { p256dh: 'key', auth: 'auth' },
      { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: 'short' },
    ]) {
      const res = await world.server.call('POST', '/users/notification-subscribe', {
        token: as('owner'),
        json: { endpoint: 'https://192.0.2.1/push', keys },
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        subscription: ['A push subscription needs an https endpoint and its keys.'],
      });
    }
  });
});
