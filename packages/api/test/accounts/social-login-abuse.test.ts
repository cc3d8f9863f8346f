import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config/config';
import { environmentProblems } from '../../src/config/environment';
import { TOO_MANY_ATTEMPTS } from '../../src/http/guards/rate-limits';
import { distinctIdTokens } from '../fixtures/distinct-id-tokens';
import { type FakeFacebookGraph, startFakeFacebookGraph } from '../fixtures/fake-facebook-graph';
import { startOidcProvider, type TestOidcProvider, type TestPerson } from '../fixtures/oidc-test-provider';
import { postgresAdmin } from '../fixtures/postgres-admin';
import {
  GOOGLE_CLIENT,
  googleClaims,
  LINKEDIN_CLIENT,
  socialSettings,
} from '../fixtures/social-test-clients';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * What stops social sign-in from being abused, against a real local OpenID Provider (node-oidc-provider) and
 * the local fake of Facebook's Graph API: an ID token signs in once (a leaked one cannot be replayed, on one
 * instance or several sharing PostgreSQL), and each client address has a count of attempts (each one costs
 * calls to the provider and a signature check).
 */
const GOOGLE = GOOGLE_CLIENT;
const LINKEDIN = LINKEDIN_CLIENT;
const REJECTED = 'Google sign-in could not be verified. Please try again.';
const TOO_MANY = { message: TOO_MANY_ATTEMPTS, error: {} };
const SQLITE_NOTE = 'SQLite serves one process: there is no second instance to share with';

let idp: TestOidcProvider;
let graph: FakeFacebookGraph;
/** A fresh ID token of the test provider (each signs in once). */
let idToken: ReturnType<typeof distinctIdTokens>;
beforeAll(async () => {
  idp = await startOidcProvider([GOOGLE_CLIENT, LINKEDIN_CLIENT]);
  idToken = distinctIdTokens(idp);
  graph = await startFakeFacebookGraph();
});
afterAll(async () => {
  await graph.close();
  await idp.close();
});

/** The api's settings for the test providers. */
const providers = () => socialSettings(idp, graph);

let n = 0;
const person = (): TestPerson => {
  n++;
  const id = `${n}-${randomBytes(4).toString('hex')}`;
  return { sub: `abuse-${id}`, email: `abuse${id}@example.org`, email_verified: true, given_name: 'Rep' };
};
const social = (on: Pick<TestServer, 'call'>, provider: string, json: object, ip?: string) =>
  on.call('POST', `/auth/${provider}`, { json, ...(ip ? { headers: { 'X-Forwarded-For': ip } } : {}) });
const usedTokens = (on: TestServer) =>
  on.api.ctx.db.selectFrom('used_id_tokens').selectAll().orderBy('expires_at').execute();

describe('an ID token signs in once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(providers());
  });
  afterAll(() => server.close());

  it('a replayed Google ID token is refused like a forged one, by the same person too', async () => {
    const rep = person();
    const token = await idToken(rep, GOOGLE);
    const first = await social(server, 'google', { accessToken: token });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    for (let i = 0; i < 2; i++) {
      const again = await social(server, 'google', { accessToken: token });
      expect([again.status, again.body.message]).toEqual([400, REJECTED]);
    }
    // A fresh token of the same person still signs them in.
    const fresh = await social(server, 'google', { accessToken: await idToken(rep, GOOGLE) });
    expect([fresh.status, fresh.body.data?.id]).toEqual([200, first.body.data.id]);
  });

  it('two simultaneous uses of one token: exactly one signs in', async () => {
    const token = await idToken(person(), GOOGLE);
    const answers = await Promise.all([1, 2, 3].map(() => social(server, 'google', { accessToken: token })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body.message).toBe(REJECTED);
  });

  it('is named by its jti when it has one (another token with the same jti is the same token)', async () => {
    const sub = `jti-${randomBytes(4).toString('hex')}`;
    const claims = googleClaims(idp, sub);
    const jti = `jti-${sub}`;
    expect((await social(server, 'google', { accessToken: await idp.mint({ ...claims, jti }) })).status).toBe(
      201,
    );
    const sameJti = await idp.mint({ ...claims, jti, name: 'Another Body' });
    const res = await social(server, 'google', { accessToken: sameJti });
    expect([res.status, res.body.message]).toEqual([400, REJECTED]);
    const other = await idp.mint({ ...claims, jti: `${jti}-2` });
    expect((await social(server, 'google', { accessToken: other })).status).toBe(200);
    const rows = await usedTokens(server);
    expect(rows.filter((row) => row.token_id.startsWith('jti:jti-'))).toHaveLength(2);
  });

  it('a long jti and an expiry past year 9999 still make a lasting record (swept by nothing)', async () => {
    const sub = `far-${randomBytes(4).toString('hex')}`;
    const claims = googleClaims(idp, sub);
    const token = await idp.mint({ ...claims, jti: 'j'.repeat(5000) }, { expiresIn: 253402300800 + 86_400 });
    expect((await social(server, 'google', { accessToken: token })).status).toBe(201);
    // Another sign-in sweeps the expired records; this one stays.
    expect((await social(server, 'google', { accessToken: await idToken(person(), GOOGLE) })).status).toBe(
      201,
    );
    const res = await social(server, 'google', { accessToken: token });
    expect([res.status, res.body.message]).toEqual([400, REJECTED]);
  });

  it('records the token until it expires (exp + the 30 s tolerance) and sweeps expired records', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.api.ctx.db
      .insertInto('used_id_tokens')
      .values({ provider: 'google', token_id: 'sha256:long-gone', expires_at: past })
      .execute();
    const sub = `exp-${randomBytes(4).toString('hex')}`;
    const token = await idp.mint(googleClaims(idp, sub));
    expect((await social(server, 'google', { accessToken: token })).status).toBe(201);
    const exp = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).exp as number;
    const rows = await usedTokens(server);
    expect(rows.find((row) => row.token_id === 'sha256:long-gone')).toBeUndefined();
    expect(rows.every((row) => row.expires_at > past)).toBe(true);
    // The test provider's tokens have no jti: the digest of the token names it.
    const tokenId = `sha256:${createHash('sha256').update(token).digest('hex')}`;
    expect(rows.filter((row) => row.token_id === tokenId)).toEqual([
      { provider: 'google', token_id: tokenId, expires_at: new Date((exp + 30) * 1000).toISOString() },
    ]);
  });

  it('LinkedIn’s ID token, which never reaches the browser (traded from a one-time code), is not recorded', async () => {
    const lin = person();
    // Two sign-ins within a second: the test provider (no jti) answers the same ID token bytes both times.
    for (const status of [201, 200]) {
      const res = await social(server, 'linkedin', {
        accessToken: await idp.authorizationCode(lin, LINKEDIN),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    }
    expect((await usedTokens(server)).filter((row) => row.provider !== 'google')).toEqual([]);
  });
});

describe('social sign-in attempts per client address', () => {
  const LIMIT = 3;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...providers(), socialLoginLimitPerIp: LIMIT });
  });
  afterAll(() => server.close());

  it(`all providers share ${LIMIT} per address; then 429 with Retry-After, before the provider is asked`, async () => {
    const ip = '203.0.113.50';
    const tries = [
      await social(server, 'google', { accessToken: 'not-a-token' }, ip),
      await social(server, 'facebook', { accessToken: 'EAAtoken-unknown' }, ip),
      await social(server, 'linkedin', { accessToken: 'made-up-code' }, ip),
    ];
    expect(tries.map((answer) => answer.status)).toEqual([400, 400, 400]);

    const token = await idToken(person(), GOOGLE);
    const asked = graph.requests.length;
    for (const [provider, accessToken] of [
      ['google', token],
      ['facebook', 'EAAtoken-unknown'],
      ['linkedin', 'made-up-code'],
    ] as const) {
      const response = await fetch(`${server.url}/auth/${provider}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ accessToken }),
      });
      expect([response.status, await response.json()]).toEqual([429, TOO_MANY]);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(response.headers.get('RateLimit-Policy')).toMatch(/^"3-in-10min"; q=3; w=600; pk=:/);
    }
    expect(graph.requests.length).toBe(asked);
    // The refused token was never verified, so never spent: another address signs in with it.
    expect((await social(server, 'google', { accessToken: token }, '203.0.113.51')).status).toBe(201);
  });

  it('is SOCIAL_LOGIN_LIMIT_PER_IP, 60 by default, a positive whole number', () => {
    expect(configFromEnv({}).socialLoginLimitPerIp).toBe(60);
    expect(configFromEnv({ SOCIAL_LOGIN_LIMIT_PER_IP: '7' }).socialLoginLimitPerIp).toBe(7);
    expect(environmentProblems({ SOCIAL_LOGIN_LIMIT_PER_IP: '0' }).join('\n')).toContain(
      'SOCIAL_LOGIN_LIMIT_PER_IP',
    );
  });
});

describe('two instances on one PostgreSQL schema', () => {
  const LIMIT = 4;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!usingPostgres) return;
    await postgresAdmin(`create schema ${schema}`);
    a = await startTestServer({ ...providers(), socialLoginLimitPerIp: LIMIT, pgSchema: schema });
    b = await startTestServer({ ...providers(), socialLoginLimitPerIp: LIMIT, pgSchema: schema });
  });
  afterAll(async () => {
    if (!usingPostgres) return;
    await a?.close();
    await b?.close();
    await postgresAdmin(`drop schema if exists ${schema} cascade`);
  });

  it('a token used on A is refused on B, and simultaneous uses on both let one through', async (context) => {
    context.skip(!usingPostgres, SQLITE_NOTE);
    const token = await idToken(person(), GOOGLE);
    expect((await social(a, 'google', { accessToken: token }, '198.51.100.1')).status).toBe(201);
    const replay = await social(b, 'google', { accessToken: token }, '198.51.100.2');
    expect([replay.status, replay.body.message]).toEqual([400, REJECTED]);

    const raced = await idToken(person(), GOOGLE);
    const answers = await Promise.all(
      [a, b, a, b].map((on, i) => social(on, 'google', { accessToken: raced }, `198.51.100.${10 + i}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
  });

  it('attempts from one address, alternately on A and B, are refused from the same attempt as on one', async (context) => {
    context.skip(!usingPostgres, SQLITE_NOTE);
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await social(i % 2 ? b : a, 'google', { accessToken: 'not-a-token' }, '198.51.100.77'));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(LIMIT).fill(400),
      ...Array(8 - LIMIT).fill(429),
    ]);
    for (const answer of answers.slice(LIMIT)) expect(answer.body).toEqual(TOO_MANY);
  });
});
