import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DEMO_PASSWORD } from '@modkit/api';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdmin } from '../../api/test/fixtures/postgres-admin';
import { CLAIM, platformRegistration, startTestPlatform, type TestPlatform } from './platform/test-platform';
import { type RoundRobinProxy, startRoundRobinProxy } from './scale/round-robin-proxy';
import { type Instance, killInstances, startInstance } from './scale/spawn-instance';
import { type Harness, launch, launchSession, login } from './tool-harness';

/**
 * Issue 16's proof: two modkit servers (A and B, each the api and the LTI tool in its own process) on one
 * PostgreSQL schema and one S3 bucket (s3rver), behind a round-robin balancer, agree on files, revocations,
 * rate limits and LMS scores, and one of them can stop (SIGTERM) or die (SIGKILL) without losing work.
 * SQLite serves one process: the test runs in the PostgreSQL pass (`npm run test:postgres`).
 */
const usingPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;
const SKIP = 'several servers share PostgreSQL only; SQLite serves one process';
const SCHEMA = `scale_${randomBytes(5).toString('hex')}`;
const BUCKET = 'modkit-scale';
const TEXT = 'application/json';

let proxy: RoundRobinProxy;
let platform: TestPlatform;
let s3: ChildProcess;
let a: Instance;
let b: Instance;
let shared: NodeJS.ProcessEnv;

const admin = postgresAdmin;

type Answer = { status: number; body: any };
async function call(
  base: string,
  method: string,
  path: string,
  { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': TEXT } : {}),
    },
    body: form ?? (json !== undefined ? JSON.stringify(json) : undefined),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}
const api = (instance: { url: string }) => `${instance.url}/api`;
const signIn = async (base: string, email: string, password = DEMO_PASSWORD) => {
  const res = await call(base, 'POST', '/auth/login', { json: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.meta.token as string;
};
const PASSWORD = 'Scale-out-1';
let accounts = 0;
const newLearner = async (base: string) => {
  const email = `scale${++accounts}@modkit.test`;
  const res = await call(base, 'POST', '/auth/instant-signup', {
    json: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Ada',
      recaptchaResponse: 'x',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, token: res.body.meta.token as string };
};
const profileStatus = async (base: string, token: string) =>
  (await call(base, 'GET', '/users/profile', { token })).status;

beforeAll(async () => {
  if (!usingPostgres) return;
  await admin(`create schema ${SCHEMA}`);
  const s3Dir = mkdtempSync(join(tmpdir(), 'modkit-scale-s3-'));
  s3 = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../api/test/fixtures/s3-server.mjs'), s3Dir, BUCKET],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [port] = (await once(s3.stdout!, 'data')) as [Buffer];
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  proxy = await startRoundRobinProxy();
  platform = await startTestPlatform(proxy.url);
  // What every server of one deployment shares: the database, the bucket, the token key, the LTI secret.
  shared = {
    INSTANCE_DATABASE_URL: process.env.TEST_DATABASE_URL,
    INSTANCE_PG_SCHEMA: SCHEMA,
    INSTANCE_PUBLIC_URL: proxy.url,
    STORAGE_URL: `s3://${BUCKET}/files?endpoint=http://127.0.0.1:${Number(port.toString())}&region=us-east-1`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    JWT_PRIVATE_JWK: JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'ES256', kid: 'scale-key' }),
    LTI_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    LOGIN_LIMIT_PER_ACCOUNT: '20',
    SHUTDOWN_DRAIN_MS: '600',
  };
  // A migrates, seeds the demo and registers the LMS; B finds all of it in the shared database.
  a = await startInstance({
    ...shared,
    INSTANCE_SEED: '1',
    INSTANCE_PLATFORM: JSON.stringify(platformRegistration(platform)),
  });
  b = await startInstance(shared);
  proxy.upstreams.push(a.url, b.url);
}, 120_000);

afterAll(async () => {
  if (!usingPostgres) return;
  killInstances();
  s3?.kill('SIGTERM');
  await platform?.close();
  await proxy?.close();
  await admin(`drop schema if exists ${SCHEMA} cascade`);
});

describe('two servers on one PostgreSQL and one bucket', () => {
  it('a project file uploaded through A is downloaded through B, and refused to another learner there', async (context) => {
    context.skip(!usingPostgres, SKIP);
    const token = await signIn(api(a), 'learner@modkit.test');
    const modules = await call(api(a), 'GET', '/modules/search?search_type=CUSTOM&status=PUBLISH&limit=20', {
      token,
    });
    let userProject: number | undefined;
    for (const { id } of modules.body.data.results as Array<{ id: number }>) {
      await call(api(a), 'POST', '/modules/assign', { token, json: { modules: [id] } });
      const projects = await call(api(b), 'GET', `/modules/${id}/projects`, { token });
      userProject = projects.body.data?.results?.find((p: any) => p.usersprojects?.length)?.usersprojects[0]
        .id;
      if (userProject) break;
    }
    expect(userProject, 'a demo module with a project').toBeDefined();
    const content = `scale-out notes ${randomBytes(8).toString('hex')}`;
    const form = new FormData();
    form.append('description', 'My work');
    form.append('documents', new Blob([content]), 'notes.txt');
    const submitted = await call(api(a), 'POST', `/projects/${userProject}/submit`, { token, form });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const link = submitted.body.data.documents[0].path as string;

    const download = await fetch(`${b.url}${link}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);
    const other = await newLearner(api(b));
    const bare = link.split('?')[0]!;
    expect((await call(b.url, 'GET', bare, { token: other.token })).status).toBe(404);
    expect((await call(b.url, 'GET', bare)).status).toBe(404);
  });

  it('a logout on A makes the token fail on B; a password change on B revokes on A', async (context) => {
    context.skip(!usingPostgres, SKIP);
    const learner = await newLearner(api(a));
    const token = await signIn(api(a), learner.email, PASSWORD);
    expect(await profileStatus(api(b), token)).toBe(200);
    expect((await call(api(a), 'POST', '/auth/logout', { token, json: {} })).status).toBe(200);
    expect(await profileStatus(api(b), token)).toBe(401);

    const onA = await signIn(api(a), learner.email, PASSWORD);
    expect(await profileStatus(api(a), onA)).toBe(200);
    const changed = await call(api(b), 'PATCH', '/users/change-password', {
      token: learner.token,
      json: { old_password: PASSWORD, password: 'Scale-out-2', password_confirmation: 'Scale-out-2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await profileStatus(api(a), onA)).toBe(401);
  });

  it('25 wrong logins spread over A and B are refused from the 21st, as on one server', async (context) => {
    context.skip(!usingPostgres, SKIP);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await call(api(i % 2 ? b : a), 'POST', '/auth/login', {
        json: { email: 'victim@modkit.test', password: 'wrong-guess' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(5).fill(429)]);
  });

  it('SIGTERM on A during a load of 50 connections loses no request (0 errors)', async (context) => {
    context.skip(!usingPostgres, SKIP);
    const token = await signIn(`${proxy.url}/api`, 'learner@modkit.test');
    const load = autocannon({
      url: `${proxy.url}/api/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=10`,
      headers: { Authorization: `Bearer ${token}` },
      connections: 50,
      duration: 4,
    });
    await delay(1_500);
    const servedByA = proxy.served.get(a.url) ?? 0;
    a.child.kill('SIGTERM');
    const result = await load;
    expect(await a.exited).toBe(0);
    expect(servedByA).toBeGreaterThan(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(proxy.failures).toBe(0);
    expect(result.requests.total).toBeGreaterThan(100);
    // A new server takes A's place for what follows.
    proxy.upstreams.splice(proxy.upstreams.indexOf(a.url), 1);
    a = await startInstance(shared);
    proxy.upstreams.push(a.url);
  }, 60_000);

  it('200 progress updates give each LMS score once, also when A is killed in the middle and B carries on', async (context) => {
    context.skip(!usingPostgres, SKIP);
    const h = { toolUrl: proxy.url, platform } as Harness;
    const reader = await signIn(`${proxy.url}/api`, 'learner@modkit.test');
    const found = await call(
      `${proxy.url}/api`,
      'GET',
      '/modules/search?search_type=CUSTOM&status=PUBLISH&limit=1',
      {
        token: reader,
      },
    );
    const moduleId = found.body.data.results[0].id as number;
    // Two learners launch from the LMS (login and launch may reach different servers) into a graded module.
    const learners = await Promise.all(
      ['scale-learner-1', 'scale-learner-2'].map(async (sub, i) => {
        const started = await login(h);
        const claims = platform.claims({
          nonce: started.nonce,
          sub,
          extra: {
            [`${CLAIM}custom`]: { widget: 'module-player', module_id: String(moduleId) },
            'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
              scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
              lineitem: `${platform.url}/lineitems/${40 + i}`,
            },
          },
        });
        const page = await launch(
          h,
          { id_token: await platform.sign(claims), state: started.state },
          started.cookie,
        );
        expect(page.status, page.html).toBe(200);
        const token = launchSession(page.html)!.token;
        await call(`${proxy.url}/api`, 'POST', '/modules/assign', { token, json: { modules: [moduleId] } });
        return { sub, token };
      }),
    );
    platform.scoreLatency.ms = 15; // a busy LMS: the servers have scores in hand when A dies
    let sent = 0;
    const progress = async ({ token }: { token: string }) => {
      for (let pct = 1; pct <= 100; pct++) {
        if (++sent === 100) a.child.kill('SIGKILL');
        // A request A held when it died answers 502: the learner's page sends it again, as the SDK does.
        for (let attempt = 0; ; attempt++) {
          const res = await call(
            `${proxy.url}/api`,
            'PATCH',
            `/modules/my-modules/${moduleId}/completed_percentage`,
            {
              token,
              json: { completed_percentage: pct, completed_tab: Math.min(3, Math.floor(pct / 34)) },
            },
          );
          if (res.status === 200) break;
          expect(res.status, JSON.stringify(res.body)).toBe(502);
          expect(attempt).toBeLessThan(3);
        }
      }
    };
    await Promise.all(learners.map(progress));
    expect(await a.exited).toBe(null);

    // Every score reaches the LMS: B takes over what A had claimed once A's lease ends.
    const expected = learners.flatMap(({ sub }) => Array.from({ length: 100 }, (_, i) => `${sub}:${i + 1}`));
    const gradebook = () =>
      new Set(platform.scores.map(({ score }) => `${score.userId}:${score.scoreGiven}`));
    for (let waited = 0; gradebook().size < expected.length && waited < 30_000; waited += 200)
      await delay(200);
    expect([...gradebook()].sort()).toEqual(expected.sort());
    // Each score is recorded once (its timestamp is the LMS's key); at most the one score A was sending
    // when it died reaches the LMS a second time, with the same timestamp, which the LMS keeps once.
    const deliveries = new Map<string, number>();
    for (const { score } of platform.scores) {
      const key = `${score.userId}:${score.scoreGiven}:${score.timestamp}`;
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
    }
    expect(deliveries.size).toBe(expected.length);
    expect(platform.scores.length - deliveries.size).toBeLessThanOrEqual(1);
  }, 120_000);
});
