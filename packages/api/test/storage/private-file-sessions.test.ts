import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords';
import { settleRevocations } from '../../src/auth/revocations';
import { TINY_PNG } from '../fixtures/files';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * A private file's link (`/api/files/projects/….png?access=…`) is bound to the session of the api call that
 * gave it and dies with it: at logout, at a password change, when the account is made inactive, on every
 * server. On PostgreSQL two servers share the database as behind the balancer: the link is given by A, opened
 * on B (which then knows the session), the session ended through A, and the link opened on B again. On
 * SQLite (one server) the same on that server.
 */
let a: TestServer;
let b: TestServer;
let dataDir: string;
let learner: { id: number; email: string };
let password = 'First-pass-1';

beforeAll(async () => {
  // One folder: the servers share its signing key (as JWT_PRIVATE_JWK would).
  dataDir = mkdtempSync(join(tmpdir(), 'modkit-file-sessions-'));
  a = await startTestServer({ dataDir });
  b = usingPostgres ? await startTestServer({ sharing: a, dataDir }) : a;
  const { ctx } = a.api;
  await seedMiniCatalogue(ctx);
  learner = await createUser(ctx, { packageName: 'PREMIUM', password_hash: await hashPassword(password) });
  const token = await login('setup');
  const modules = (await ctx.db.selectFrom('modules').select('id').orderBy('id').execute()).map((m) => m.id);
  await a.call('POST', '/modules/assign', { token, json: { modules } });
  const projects = await a.call('GET', `/modules/${modules[0]}/projects`, { token });
  const record = projects.body.data.results.find((p: { type: string }) => p.type === 'MINI_PROJECT')
    .usersprojects[0].id;
  const form = new FormData();
  form.append('description', 'My drawing');
  form.append('documents', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'drawing.png');
  const submitted = await a.call('POST', `/projects/${record}/submit`, { token, form });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
}, 60_000);
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new session of the learner (a login of its own). */
async function login(machine: string): Promise<string> {
  const answer = await a.call('POST', '/auth/login', {
    json: { email: learner.email, password, machine_id: machine },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.meta.token;
}

/** The link to the learner's project document, as server A gives it to this session. */
async function documentLink(token: string): Promise<string> {
  const mine = await a.call('GET', '/projects/my-projects?status=SUBMITTED', { token });
  const path: string = mine.body.data.results[0].documents[0].path;
  expect(path).toMatch(/^\/api\/files\/projects\/[a-z0-9]+\.png\?access=/);
  return path;
}

/** What a browser following the link on a server sees (no bearer: an `<img>` or `<a href>`). */
const open = async (server: TestServer, path: string) =>
  (await fetch(server.url + path.replace(/^\/api/, ''))).status;
const profile = async (server: TestServer, token: string) =>
  (await server.call('GET', '/users/profile', { token })).status;

describe('a private file link and its session', () => {
  it('answers 404 once its session logged out (the bearer 401), on every server; another session’s link still works', async () => {
    const leaving = await login('leaving');
    const staying = await login('staying');
    const link = await documentLink(leaving);
    const other = await documentLink(staying);
    expect([await open(a, link), await open(b, link)]).toEqual([200, 200]);

    expect((await a.call('POST', '/auth/logout', { token: leaving })).status).toBe(200);
    expect([await profile(b, leaving), await open(b, link), await open(a, link)]).toEqual([401, 404, 404]);
    expect([await open(b, other), await profile(b, staying)]).toEqual([200, 200]);
  });

  it('answers 404 after a password change for every older session’s link; the new token’s links work', async () => {
    const token = await login('changing');
    const link = await documentLink(token);
    expect(await open(b, link)).toBe(200);
    const changed = await a.call('PATCH', '/users/change-password', {
      token,
      json: { old_password: password, password: 'Second-pass-2', password_confirmation: 'Second-pass-2' },
    });
    expect(changed.status).toBe(200);
    password = 'Second-pass-2';
    expect([await open(b, link), await open(a, link)]).toEqual([404, 404]);
    const fresh = await documentLink(changed.body.meta.token);
    expect(await open(b, fresh)).toBe(200);
  });

  it('answers 404 once the account is made inactive', async () => {
    const token = await login('inactive');
    const link = await documentLink(token);
    expect(await open(b, link)).toBe(200);
    await a.api.ctx.db
      .updateTable('users')
      .set({ status: 'INACTIVE' })
      .where('id', '=', learner.id)
      .execute();
    await settleRevocations(a.api.ctx); // what an administrator's change waits for before it answers
    try {
      expect([await open(b, link), await open(a, link)]).toEqual([404, 404]);
    } finally {
      await a.api.ctx.db
        .updateTable('users')
        .set({ status: 'ACTIVE' })
        .where('id', '=', learner.id)
        .execute();
    }
  });
});
