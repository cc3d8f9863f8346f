import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { attempts } from '../support/attempts';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

// Issue 16: login and signup limits are kept in PostgreSQL, so several api instances on one database
// refuse at the same count as one instance does. On SQLite the api is one process: the limits stay in
// its memory and only the single-instance count is checked.
const LIMIT = 5;
const TOO_MANY = { message: 'Too many attempts. Please try again in a few minutes.', error: {} };
const SQLITE_NOTE = 'SQLite serves one process: there is no second instance to share the limits with';
const limits = { loginLimitPerAccount: LIMIT, signupLimitPerIp: LIMIT };

type Caller = Pick<TestServer, 'call'>;
const wrongLogin = (server: Caller, email: string) =>
  server.call('POST', '/auth/login', { json: { email, password: 'wrong-guess' } });
const badSignup = (server: Caller, ip: string) => {
  const form = new FormData();
  form.append('email', 'not-an-address');
  return server.call('POST', '/auth/signup', { headers: { 'X-Forwarded-For': ip }, form });
};

describe('one instance (the reference count)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(limits);
  });
  afterAll(() => server.close());

  it(`refuses the ${LIMIT + 1}th wrong login for one account and the ${LIMIT + 1}th signup from one address`, async () => {
    const logins = await attempts(8, () => wrongLogin(server, 'victim@example.com'));
    expect(logins.before).toEqual(Array(LIMIT).fill(400));
    expect(logins.after.map((answer) => answer.body)).toEqual(Array(8 - LIMIT).fill(TOO_MANY));

    const signups = await attempts(8, () => badSignup(server, '203.0.113.7'));
    expect(signups.before).toEqual(Array(LIMIT).fill(422));
    expect(signups.after.map((answer) => answer.status)).toEqual(Array(8 - LIMIT).fill(429));
  });
});

describe('two instances on one PostgreSQL schema', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  const admin = postgresAdmin;

  beforeAll(async () => {
    if (!usingPostgres) return;
    await admin(`create schema ${schema}`);
    // A migrates the shared schema; B finds it migrated (no seed on either: seedDemo is off in tests).
    a = await startTestServer({ ...limits, pgSchema: schema });
    b = await startTestServer({ ...limits, pgSchema: schema });
  });
  afterAll(async () => {
    if (!usingPostgres) return;
    await a?.close();
    await b?.close();
    await admin(`drop schema if exists ${schema} cascade`);
  });

  it('25 wrong logins for one account, alternately on A and B, are refused from the same attempt as on one instance', async (context) => {
    context.skip(!usingPostgres, SQLITE_NOTE);
    const logins = await attempts(25, (i) => wrongLogin(i % 2 ? b : a, 'victim@example.com'));
    expect(logins.before).toEqual(Array(LIMIT).fill(400));
    expect(logins.after).toHaveLength(25 - LIMIT);
    for (const answer of logins.after) expect(answer).toEqual({ status: 429, body: TOO_MANY });
    // Another account is not affected, on either instance.
    expect((await wrongLogin(a, 'someone-else@example.com')).status).toBe(400);
    expect((await wrongLogin(b, 'someone-else@example.com')).status).toBe(400);
  });

  it('signups from one address, alternately on A and B, are refused from the same attempt as on one instance', async (context) => {
    context.skip(!usingPostgres, SQLITE_NOTE);
    const signups = await attempts(12, (i) => badSignup(i % 2 ? a : b, '198.51.100.23'));
    expect(signups.before).toEqual(Array(LIMIT).fill(422));
    expect(signups.after).toHaveLength(12 - LIMIT);
    for (const answer of signups.after) expect(answer).toEqual({ status: 429, body: TOO_MANY });
    // Another address is not affected.
    expect((await badSignup(b, '198.51.100.24')).status).toBe(422);
  });

  it('keeps the counts in the api schema, dropped with it', async (context) => {
    context.skip(!usingPostgres, SQLITE_NOTE);
    const tables = await admin(
      `select table_name from information_schema.tables where table_schema = '${schema}' and table_name = 'rate_limits'`,
    );
    expect(tables.rows).toEqual([{ table_name: 'rate_limits' }]);
  });
});
