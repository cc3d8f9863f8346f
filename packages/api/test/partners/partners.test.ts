import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActivePackage } from '../../src/commerce/active-package';
import { PARTNER_ORIGIN_MESSAGE, WIDGET_SCOPE_MESSAGE } from '../../src/http/guards/widget-token-scope';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * Partner sites without passwords (issue 17): an administrator registers a partner (origins, package, a key
 * shown once); the partner's server trades its key and its own user id for a widget token of at most an
 * hour, usable only from the partner's origins and only for widget use.
 */
const SITE = 'https://school.example.org';
const OTHER_SITE = 'https://elsewhere.example.org';
let server: TestServer;
let adminToken: string;

const register = async (json: Record<string, unknown>) =>
  server.call('POST', '/admin/partners', { token: adminToken, json });
const tokenFor = (key: string, json: Record<string, unknown>) =>
  server.call('POST', '/partner/tokens', { headers: { Authorization: `Bearer ${key}` }, json });

let partner: { id: number };
let key: string;

beforeAll(async () => {
  // CORS as production has it: a list of our own origins, plus the registered partners'.
  server = await startTestServer({ corsOrigins: ['https://learn.example.org'] });
  await ensurePackages(server.api.ctx);
  adminToken = (await createUser(server.api.ctx, { role: 'ADMIN' })).token;
  const created = await register({ name: 'Lakeside School', origins: [`${SITE}/`], package_name: 'STARTER' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ({ partner, key } = created.body.data);
});
afterAll(() => server.close());

describe('registering a partner', () => {
  it('shows the key once; lists keep only a hint, never the key or its hash', async () => {
    expect(key).toMatch(/^mkp_[\w-]{32}$/);
    expect(partner).toMatchObject({
      name: 'Lakeside School',
      origins: [SITE],
      package_name: 'STARTER',
      status: 'ACTIVE',
      key_hint: `${key.slice(0, 8)}…`,
    });
    const list = await server.call('GET', '/admin/partners', { token: adminToken });
    const text = JSON.stringify(list.body);
    expect(text).toContain('Lakeside School');
    expect(text).not.toContain(key);
    expect(text).not.toContain('key_hash');
  });

  it('refuses what is not an origin or a package, with the field named', async () => {
    const bad = await register({
      name: ' ',
      origins: ['school.example.org', 'https://x.org/path'],
      package_name: 'GOLD',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error).sort()).toEqual(['name', 'origins', 'package_name']);
    expect(bad.body.error.origins[0]).toContain('school.example.org, https://x.org/path');
  });

  it('is for administrators only', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
    const res = await server.call('POST', '/admin/partners', {
      token: learner.token,
      json: { name: 'Mine', origins: [SITE], package_name: 'ELITE' },
    });
    expect(res.status).toBe(403);
  });
});

describe("the partner's server asks for a widget token", () => {
  it('finds or creates the user by (partner, its id), with the partner’s package, for at most an hour', async () => {
    const first = await tokenFor(key, {
      user_id: 'u-17',
      email: 'amy@school.example.org',
      first_name: 'Amy',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await tokenFor(key, { user_id: 'u-17' });
    expect(again.body.data.user_id).toBe(first.body.data.user_id);
    const claims = decodeJwt(first.body.data.token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(3600);
    const active = await findActivePackage(
      server.api.ctx.db,
      first.body.data.user_id,
      new Date().toISOString(),
    );
    expect(active?.package.name).toBe('STARTER');
    const profile = await server.call('GET', '/users/profile', {
      token: first.body.data.token,
      headers: { Origin: SITE },
    });
    expect(profile.body.data).toMatchObject({ first_name: 'Amy' });
    // The partner's address is contact data on the account, never its sign-in address (issue 23).
    expect(profile.body.data.email).toMatch(/@lms\.modkit\.invalid$/);
    const row = await server.api.ctx.db
      .selectFrom('users')
      .select('contact_email')
      .where('id', '=', first.body.data.user_id)
      .executeTakeFirstOrThrow();
    expect(row.contact_email).toBe('amy@school.example.org');
  });

  it('never joins an existing account by e-mail alone', async () => {
    const existing = await createUser(server.api.ctx, { email: 'taken@school.example.org' });
    const res = await tokenFor(key, { user_id: 'u-18', email: 'taken@school.example.org' });
    expect(res.body.data.user_id).not.toBe(existing.id);
  });

  it('refuses a missing or wrong key, and a bad user id', async () => {
    expect((await tokenFor('mkp_not-a-real-key-at-all-000000000', { user_id: 'x' })).status).toBe(401);
    expect((await server.call('POST', '/partner/tokens', { json: { user_id: 'x' } })).status).toBe(401);
    const bad = await tokenFor(key, { user_id: '  ' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error)).toEqual(['user_id']);
  });
});

describe('a widget token', () => {
  let token: string;
  beforeAll(async () => {
    token = (await tokenFor(key, { user_id: 'u-widget' })).body.data.token;
  });
  /** A call from a page on the partner's site, as the widgets make it. */
  const fromSite = (method: string, path: string, json?: unknown, widgetToken = token) =>
    server.call(method, path, { token: widgetToken, headers: { Origin: SITE }, ...(json ? { json } : {}) });

  it("works from the partner's origins only: not from another site, nor without an Origin (curl, a server)", async () => {
    const from = (origin?: string) =>
      server.call('GET', '/users/profile', { token, headers: origin ? { Origin: origin } : {} });
    expect((await from(SITE)).status).toBe(200);
    const refused = { message: PARTNER_ORIGIN_MESSAGE, error: {} };
    expect(await from()).toEqual({ status: 403, body: refused });
    expect(await from(OTHER_SITE)).toEqual({ status: 403, body: refused });
  });

  it("works from a page on this server's own origin when the partner lists it (same-origin GETs carry no Origin)", async () => {
    const own = new URL(server.api.ctx.config.publicUrl).origin;
    const local = await register({ name: 'On our origin', origins: [own], package_name: 'STARTER' });
    const ownToken = (await tokenFor(local.body.data.key, { user_id: 'u-own' })).body.data.token;
    const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };
    expect(
      (await server.call('GET', '/users/profile', { token: ownToken, headers: sameOrigin })).status,
    ).toBe(200);
    // The partner of another origin is refused so: the same-origin page is this server's, not its site.
    expect((await server.call('GET', '/users/profile', { token, headers: sameOrigin })).status).toBe(403);
  });

  it('lets the browser of a partner page call the api (CORS), and no other site', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/users/profile`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    expect((await preflight(SITE)).headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await preflight(OTHER_SITE)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('cannot change the password or the profile, nor order', async () => {
    const refused = { message: WIDGET_SCOPE_MESSAGE, error: {} };
    const calls = [
      fromSite('PATCH', '/users/change-password', {
        old_password: 'x',
        password: 'Abcdefg-1',
        password_confirmation: 'Abcdefg-1',
      }),
      fromSite('PATCH', '/users/profile', { first_name: 'Eve' }),
      fromSite('POST', '/orders', { package_id: 1, currency: 'USD' }),
    ];
    for (const res of await Promise.all(calls)) expect(res).toEqual({ status: 403, body: refused });
  });

  it('cannot register push subscriptions, nor send upgrade requests (mail to the team)', async () => {
    const refused = { status: 403, body: { message: WIDGET_SCOPE_MESSAGE, error: {} } };
    const subscription = {
      endpoint: 'https://192.0.2.1/push',
      keys: { p256dh: 'BPkey', auth: 'authsecret' },
    };
    expect(await fromSite('POST', '/users/notification-subscribe', subscription)).toEqual(refused);
    expect(await fromSite('POST', '/users/upgrade-request', { message: 'Unlimited, please.' })).toEqual(
      refused,
    );
    const mail = await server.api.ctx.db.selectFrom('mail_outbox').select('id').execute();
    expect(mail).toEqual([]);
  });

  it('stops working when the partner is disabled', async () => {
    const disabled = await server.call('PATCH', `/admin/partners/${partner.id}`, {
      token: adminToken,
      json: { status: 'DISABLED' },
    });
    expect(disabled.body.data.status).toBe('DISABLED');
    expect((await fromSite('GET', '/users/profile')).status).toBe(401);
    expect((await tokenFor(key, { user_id: 'u-widget' })).status).toBe(401);
    await server.call('PATCH', `/admin/partners/${partner.id}`, {
      token: adminToken,
      json: { status: 'ACTIVE' },
    });
    expect((await fromSite('GET', '/users/profile')).status).toBe(200);
  });

  it('a rotated key replaces the old one, and ends the tokens minted with it', async () => {
    const rotated = await server.call('POST', `/admin/partners/${partner.id}/key`, { token: adminToken });
    expect(rotated.body.data.key).not.toBe(key);
    expect((await tokenFor(key, { user_id: 'u-widget' })).status).toBe(401);
    expect((await fromSite('GET', '/users/profile')).status).toBe(401);
    const fresh = await tokenFor(rotated.body.data.key, { user_id: 'u-widget' });
    expect(fresh.status).toBe(200);
    expect((await fromSite('GET', '/users/profile', undefined, fresh.body.data.token)).status).toBe(200);
  });
});
