import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleRevocations } from '../../src/auth/revocations';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Signed-in sessions are cached per server (issue 25); whatever ends a session must end it on every server at
 * once. On PostgreSQL two servers share the database as they would behind the balancer: the change is made
 * through one (or by a tool beside them), the token is tried on the other right after, each server having
 * its session cached before. On SQLite (one server) the same changes on that server, and a write by another
 * connection to its file.
 */
let a: TestServer;
let b: TestServer;
let dataDir: string;
const PASSWORD = 'First-pass-1';

beforeAll(async () => {
  // One folder: the servers share its signing key (as JWT_PRIVATE_JWK would), and on SQLite it holds the file.
  dataDir = mkdtempSync(join(tmpdir(), 'modkit-token-cache-'));
  a = await startTestServer({ dataDir });
  b = usingPostgres ? await startTestServer({ sharing: a, dataDir }) : a;
  await ensurePackages(a.api.ctx);
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const profile = (server: TestServer, token: string) => server.call('GET', '/users/profile', { token });
/** The session is cached on both servers: each has answered it. */
const cachedOnBoth = async (token: string) => {
  expect((await profile(a, token)).status).toBe(200);
  expect((await profile(b, token)).status).toBe(200);
};

let counter = 0;
const signedUp = async () => {
  const email = `cached${++counter}@modkit.test`;
  const signup = await a.call('POST', '/auth/instant-signup', {
    json: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Cas',
      recaptchaResponse: 'x',
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const login = async (machine: string) =>
    (await b.call('POST', '/auth/login', { json: { email, password: PASSWORD, machine_id: machine } })).body
      .meta.token as string;
  return { email, id: signup.body.data.id as number, tokens: [await login('one'), await login('two')] };
};

/** PostgreSQL: runs SQL on a connection of its own, in the suite's schema. */
const onOwnConnection = async (statement: string, values: unknown[]) => {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${a.pgSchema}`,
  });
  await client.connect();
  await client.query(statement, values);
  await client.end();
};

/**
 * Runs SQL on the database the way a tool beside the servers would (its own connection), then waits until
 * the change has reached every server (what a revoking request waits for before it answers).
 */
const fromOutside = async (statement: string, values: unknown[]) => {
  if (usingPostgres) {
    await onOwnConnection(statement, values);
    await settleRevocations(a.api.ctx);
    return;
  }
  const other = new SqliteDatabase(join(dataDir, 'modkit.sqlite'));
  other.prepare(statement.replace(/\$\d/g, '?')).run(...values);
  other.close();
};

describe('a cached session ends on every server at once', () => {
  it('at logout', async () => {
    const { tokens } = await signedUp();
    const [token, other] = tokens as [string, string];
    await cachedOnBoth(token);
    expect((await a.call('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await profile(b, token)).status).toBe(401);
    expect((await profile(a, token)).status).toBe(401);
    expect((await profile(b, other)).status).toBe(200);
  });

  it('at a password change, for the other devices', async () => {
    const { tokens } = await signedUp();
    const [here, other] = tokens as [string, string];
    await cachedOnBoth(other);
    const changed = await a.call('PATCH', '/users/change-password', {
      token: here,
      json: { old_password: PASSWORD, password: 'Second-pass-2', password_confirmation: 'Second-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(b, other)).status).toBe(401);
    expect((await profile(b, changed.body.meta.token)).status).toBe(200);
  });

  it('at a role or status change made beside the servers', async () => {
    const { id, tokens } = await signedUp();
    const [token] = tokens as [string];
    await cachedOnBoth(token);
    expect((await b.call('GET', '/users/my-mentors', { token })).status).toBe(200);
    await fromOutside('update users set role = $1 where id = $2', ['MENTOR', id]);
    expect((await b.call('GET', '/users/my-mentors', { token })).status).toBe(403);
    expect((await a.call('GET', '/users/my-mentors', { token })).status).toBe(403);
    await fromOutside('update users set status = $1 where id = $2', ['INACTIVE', id]);
    expect((await profile(b, token)).body.message).toBe('Your account is Inactive.');
  });

  it('when the account is erased', async () => {
    const { id, tokens } = await signedUp();
    const [token] = tokens as [string];
    await cachedOnBoth(token);
    await a.api.ctx.db.deleteFrom('users').where('id', '=', id).execute();
    await settleRevocations(a.api.ctx);
    expect((await profile(b, token)).status).toBe(401);
    expect((await profile(a, token)).status).toBe(401);
  });

  /** A partner with a widget token of its key, cached on both servers (called from the partner's site). */
  const partnerWithWidgetToken = async (name: string) => {
    const admin = await createUser(a.api.ctx, { role: 'ADMIN' });
    const site = `https://${name}.example.org`;
    const created = await a.call('POST', '/admin/partners', {
      token: admin.token,
      json: { name, origins: [site], package_name: 'STARTER' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { partner, key } = created.body.data;
    const issued = await b.call('POST', '/partner/tokens', {
      headers: { Authorization: `Bearer ${key}` },
      json: { user_id: `u-${name}` },
    });
    const widgetToken = issued.body.data.token as string;
    const fromSite = (server: TestServer) =>
      server.call('GET', '/users/profile', { token: widgetToken, headers: { Origin: site } });
    expect((await fromSite(a)).status).toBe(200);
    expect((await fromSite(b)).status).toBe(200);
    return { admin, partner, fromSite };
  };

  it('when a partner is disabled, for its widget tokens', async () => {
    const { admin, partner, fromSite } = await partnerWithWidgetToken('disabled-school');
    await a.call('PATCH', `/admin/partners/${partner.id}`, {
      token: admin.token,
      json: { status: 'DISABLED' },
    });
    expect((await fromSite(b)).status).toBe(401);
    expect((await fromSite(a)).status).toBe(401);
  });

  it("when a partner's key is rotated, for the old key's widget tokens", async () => {
    const { admin, partner, fromSite } = await partnerWithWidgetToken('rotated-school');
    expect((await a.call('POST', `/admin/partners/${partner.id}/key`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await fromSite(b)).status).toBe(401);
    expect((await fromSite(a)).status).toBe(401);
  });
});

describe.runIf(usingPostgres)('a server that cannot hear the changes', () => {
  it('reads every session from the database until it hears them again', async () => {
    const feed = b.api.ctx.changes;
    if (!feed) throw new Error('no change feed on PostgreSQL');
    const { tokens } = await signedUp();
    const [token] = tokens as [string];
    await cachedOnBoth(token);
    const state = (wanted: boolean) =>
      new Promise<void>((resolve) => feed.onLive((live) => live === wanted && resolve()));
    const down = state(false);
    // Both servers' listening connections end (as in a database restart or a network cut).
    await onOwnConnection('select pg_terminate_backend(pid) from pg_stat_activity where query like $1', [
      `LISTEN "modkit_changes_${a.pgSchema}"`,
    ]);
    await down;
    expect(feed.live).toBe(false);
    // Revoked by a write whose notification nobody heard.
    await onOwnConnection('insert into revoked_tokens (jti, expires_at) values ($1, $2)', [
      JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).jti,
      new Date(Date.now() + 3600_000).toISOString(),
    ]);
    expect((await profile(b, token)).status).toBe(401);
    await state(true);
    const { tokens: after } = await signedUp();
    await cachedOnBoth(after[0] as string);
    expect((await a.call('POST', '/auth/logout', { token: after[0] })).status).toBe(200);
    expect((await profile(b, after[0] as string)).status).toBe(401);
  });
});
