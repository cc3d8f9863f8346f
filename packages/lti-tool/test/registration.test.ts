/**
 * Dynamic registration with approval required (LTI_REQUIRE_APPROVAL, the default in production): a
 * platform that registers itself waits for an administrator, and its logins and launches are refused.
 * The test platform listens on 127.0.0.1, so this suite allows private addresses (as development may).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM } from './platform/test-platform';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ requireApproval: true, registrationAllowPrivate: true });
});
afterAll(async () => {
  await h?.close();
});

const ADMINISTRATOR = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator';
const DYN = { client_id: 'dyn-client-1', lti_deployment_id: 'dyn-deployment-1' };
const WAITING = 'This LMS is waiting for an administrator’s approval';

function register(configurationUrl: string) {
  return fetch(
    `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(configurationUrl)}&registration_token=reg-token-1`,
  );
}

const platformConfiguration = () => `${h.platform.url}/.well-known/openid-configuration`;

/** The LMS identities the tool has created for a platform user. */
async function identities(sub: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from lti_identities where subject = ${sub}`.execute(h.api.ctx.db);
  return Number(rows[0]?.n ?? 0);
}

/** A login of the dynamically registered client, as the platform's browser would start it. */
function dynamicLogin(method: 'GET' | 'POST' = 'GET') {
  const params = new URLSearchParams({
    iss: h.platform.url,
    login_hint: 'rogue-admin',
    target_link_uri: `${h.toolUrl}/lti/launch`,
    ...DYN,
  });
  return method === 'GET'
    ? fetch(`${h.toolUrl}/lti/login?${params}`, { redirect: 'manual' })
    : fetch(`${h.toolUrl}/lti/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: params,
        redirect: 'manual',
      });
}

/** An administrator's launch signed by the platform for the dynamically registered client. */
async function dynamicLaunch(started: Awaited<ReturnType<typeof login>>, sub: string) {
  const claims = h.platform.claims({ nonce: started.nonce, sub, roles: [ADMINISTRATOR] });
  claims.aud = DYN.client_id;
  claims[`${CLAIM}deployment_id`] = DYN.lti_deployment_id;
  return launch(h, { id_token: await h.platform.sign(claims), state: started.state }, started.cookie);
}

describe('a platform that registered itself waits for an administrator’s approval', () => {
  it('is stored as pending: its logins get a 403 page, no redirect, no cookie and no user', async () => {
    const res = await register(platformConfiguration());
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('org.imsglobal.lti.close');
    expect(page).toContain('must approve it');
    expect(h.platform.registrations).toHaveLength(1);

    expect(await h.tool.pendingPlatforms()).toEqual([
      expect.objectContaining({
        issuer: h.platform.url,
        clientId: DYN.client_id,
        status: 'pending',
        configurationUrl: platformConfiguration(),
        jwksUrl: `${h.platform.url}/jwks`,
        deploymentIds: [DYN.lti_deployment_id],
      }),
    ]);

    for (const method of ['GET', 'POST'] as const) {
      const refused = await dynamicLogin(method);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('location')).toBeNull();
      expect(refused.headers.getSetCookie()).toEqual([]);
      const html = await refused.text();
      expect(html).toContain(WAITING);
      expect(html).not.toContain(`${h.platform.url}/auth`);
    }
    expect(await identities('rogue-admin')).toBe(0);
  });

  it('the platform registered by hand is not affected', async () => {
    const started = await login(h);
    expect(started.status).toBe(302);
    const page = await launch(
      h,
      { id_token: await h.platform.sign(h.platform.claims({ nonce: started.nonce })), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(200);
  });

  it('once approved, its launches work', async () => {
    expect(await h.tool.approvePlatform(h.platform.url, DYN.client_id)).toBe(true);
    expect(await h.tool.approvePlatform(h.platform.url, DYN.client_id)).toBe(false);
    expect(await h.tool.pendingPlatforms()).toEqual([]);
    expect(await h.tool.listPlatforms()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ issuer: h.platform.url, clientId: DYN.client_id, status: 'approved' }),
      ]),
    );
    const started = await login(h, DYN);
    expect(started.status).toBe(302);
    const page = await dynamicLaunch(started, 'approved-user');
    expect(page.status).toBe(200);
    expect(launchSession(page.html)).not.toBeNull();
    expect(await identities('approved-user')).toBe(1);
  });

  it('a launch under way when the platform registers again (pending again) is refused and creates no user', async () => {
    const started = await login(h, DYN);
    expect(started.status).toBe(302);
    expect((await register(platformConfiguration())).status).toBe(200);
    expect(await h.tool.pendingPlatforms()).toHaveLength(1);

    const page = await dynamicLaunch(started, 'late-admin');
    expect(page.status).toBe(403);
    expect(page.html).toContain(WAITING);
    expect(launchSession(page.html)).toBeNull();
    expect(page.html).not.toContain('/widgets/loader.js');
    expect(await identities('late-admin')).toBe(0);
  });

  it('a refused platform is removed: its logins and launches are refused, and it can only come back pending', async () => {
    expect(await h.tool.approvePlatform(h.platform.url, DYN.client_id)).toBe(true);
    const started = await login(h, DYN);
    expect(started.status).toBe(302);
    expect(await h.tool.refusePlatform(h.platform.url, DYN.client_id)).toBe(true);
    expect(await h.tool.refusePlatform('https://never-registered.example', 'x')).toBe(false);

    const page = await dynamicLaunch(started, 'refused-admin');
    expect(page.status).toBe(403);
    expect(page.html).toContain('refused this LMS');
    expect(await identities('refused-admin')).toBe(0);
    const again = await dynamicLogin();
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('refused this LMS');
    expect(await h.tool.listPlatforms()).not.toContainEqual(
      expect.objectContaining({ clientId: DYN.client_id }),
    );

    expect((await register(platformConfiguration())).status).toBe(200);
    expect(await h.tool.pendingPlatforms()).toEqual([
      expect.objectContaining({ clientId: DYN.client_id, status: 'pending' }),
    ]);
    expect((await dynamicLogin()).status).toBe(403);
  });
});

describe('reading the platform’s configuration', () => {
  let upstream: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.get('/missing', (_req, res) => {
      res.status(404).send('no such page');
    });
    app.get('/broken', (_req, res) => {
      res.status(500).send('upstream exploded');
    });
    app.get('/moved', (_req, res) => {
      res.redirect(302, `${h.platform.url}/.well-known/openid-configuration`);
    });
    app.get('/not-json', (_req, res) => {
      res.type('html').send('<html>hello</html>');
    });
    app.get('/huge', (_req, res) => {
      res.json({ issuer: base, padding: 'x'.repeat(300 * 1024) });
    });
    app.get('/huge-stream', (_req, res) => {
      res.type('json');
      res.write('{"padding":"');
      let sent = 0;
      const more = () => {
        if (res.destroyed) return;
        if (sent > 1024 * 1024) return void res.end('"}');
        sent += 16 * 1024;
        res.write('y'.repeat(16 * 1024), () => setImmediate(more));
      };
      more();
    });
    app.get('/hang', () => {
      // Never answers.
    });
    upstream = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => upstream.once('listening', resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it.each([
    ['a 404', '/missing'],
    ['a 500', '/broken'],
    ['a redirect (not followed)', '/moved'],
    ['an answer that is not JSON', '/not-json'],
    ['an answer over 256 kB', '/huge'],
    ['a streamed answer over 256 kB', '/huge-stream'],
  ])('%s gives the same 400 page, which does not tell what was found', async (_name, path) => {
    const before = h.platform.registrations.length;
    const res = await register(`${base}${path}`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('could not read the configuration');
    expect(html).not.toMatch(/404|500|302|upstream|hello|answered/);
    // A registration's page, not a launch's.
    expect(html).toContain('<title>modkit could not be registered</title>');
    expect(html).toContain('<h1>modkit could not be registered</h1>');
    expect(html).not.toMatch(/launch|activity|course/i);
    expect(h.platform.registrations).toHaveLength(before);
  });

  it('gives up after 5 seconds', async () => {
    const started = Date.now();
    const res = await register(`${base}/hang`);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('could not read the configuration');
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(9000);
  });
});
