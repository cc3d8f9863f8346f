/**
 * The admin console's LTI platforms (`/lti/admin/platforms`): administrators list every platform with its
 * status, deployments, registration and decision dates and last launch; they approve or refuse a platform
 * that registered itself and revoke an approved one. Everyone else: 401 without a token, 403 with one.
 */
import { issueAccessToken, provisionLtiUser } from '@modkit/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, launch, login, startHarness } from './tool-harness';

let h: Harness;
let admin: string;
let mentor: string;
const DYN = { client_id: 'dyn-client-1', lti_deployment_id: 'dyn-deployment-1' };

async function tokenOf(subject: string, role: 'ADMIN' | 'MENTOR' | 'STUDENT') {
  const { userId } = await provisionLtiUser(h.api.ctx, {
    issuer: 'https://people.example.org',
    subject,
    role: role === 'ADMIN' ? 'MENTOR' : role,
  });
  if (role === 'ADMIN') await sql`update users set role = 'ADMIN' where id = ${userId}`.execute(h.api.ctx.db);
  return issueAccessToken(h.api.ctx, userId);
}

beforeAll(async () => {
  h = await startHarness({ requireApproval: true, registrationAllowPrivate: true });
  admin = await tokenOf('admin-1', 'ADMIN');
  mentor = await tokenOf('mentor-1', 'MENTOR');
});
afterAll(async () => {
  await h?.close();
});

function call(method: string, path: string, token: string | null, body?: unknown) {
  return fetch(`${h.toolUrl}/lti/admin${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

interface PlatformJson {
  issuer: string;
  client_id: string;
  name: string;
  status: string;
  deployment_ids: string[];
  registered_at: string | null;
  decided_at: string | null;
  last_launch_at: string | null;
}

async function platforms(): Promise<PlatformJson[]> {
  const res = await call('GET', '/platforms', admin);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { results: PlatformJson[] } }).data.results;
}
const dynamic = async () => (await platforms()).find((p) => p.client_id === DYN.client_id);
const registerDynamically = () =>
  fetch(
    `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(`${h.platform.url}/.well-known/openid-configuration`)}&registration_token=reg-token-1`,
  );
const key = { issuer: '', client_id: DYN.client_id };
/** The status of the dynamically registered client's login (302 to the platform, or a 403 page). */
const dynamicLogin = async () => {
  const query = new URLSearchParams({
    iss: h.platform.url,
    login_hint: 'hint-2',
    target_link_uri: `${h.toolUrl}/lti/launch`,
    ...DYN,
  });
  return (await fetch(`${h.toolUrl}/lti/login?${query}`, { redirect: 'manual' })).status;
};

describe('who may use the admin routes', () => {
  it.each([
    ['GET', '/platforms', undefined],
    ['POST', '/platforms/approve', { issuer: 'x', client_id: 'y' }],
    ['POST', '/platforms/refuse', { issuer: 'x', client_id: 'y' }],
    ['DELETE', '/platforms?issuer=x&client_id=y', undefined],
  ])('%s %s: 401 without a token, 403 for a mentor and a learner', async (method, path, body) => {
    expect((await call(method, path, null, body)).status).toBe(401);
    expect((await call(method, path, 'not-a-token', body)).status).toBe(401);
    const forbidden = await call(method, path, mentor, body);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Forbidden', error: {} });
    expect((await call(method, path, await tokenOf('learner-1', 'STUDENT'), body)).status).toBe(403);
  });
});

describe('an administrator reviews the platforms', () => {
  it('lists the platform registered by hand with its deployment and its last launch', async () => {
    key.issuer = h.platform.url;
    const before = (await platforms()).find((p) => p.client_id === h.platform.clientId)!;
    expect(before).toMatchObject({
      issuer: h.platform.url,
      name: 'Test LMS',
      status: 'approved',
      deployment_ids: [h.platform.deploymentId],
      last_launch_at: null,
    });
    const started = await login(h);
    const page = await launch(
      h,
      { id_token: await h.platform.sign(h.platform.claims({ nonce: started.nonce })), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(200);
    const after = (await platforms()).find((p) => p.client_id === h.platform.clientId)!;
    expect(Date.parse(after.last_launch_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('approves a platform that registered itself: pending, then approved with the decision date', async () => {
    expect((await registerDynamically()).status).toBe(200);
    expect(await dynamic()).toMatchObject({
      status: 'pending',
      deployment_ids: [DYN.lti_deployment_id],
      decided_at: null,
    });
    expect(await dynamicLogin()).toBe(403);
    const approved = await call('POST', '/platforms/approve', admin, key);
    expect(approved.status).toBe(200);
    expect((await dynamic())!.status).toBe('approved');
    expect((await dynamic())!.decided_at).not.toBeNull();
    expect(await dynamicLogin()).toBe(302);
    // Approving twice: nothing is waiting any more.
    const again = await call('POST', '/platforms/approve', admin, key);
    expect(again.status).toBe(404);
  });

  it('revokes an approved platform: it shows as refused and its logins are refused', async () => {
    const revoked = await call(
      'DELETE',
      `/platforms?issuer=${encodeURIComponent(key.issuer)}&client_id=${DYN.client_id}`,
      admin,
    );
    expect(revoked.status).toBe(200);
    expect(await dynamic()).toMatchObject({ status: 'refused', deployment_ids: [] });
    expect(await dynamicLogin()).toBe(403);
    const unknown = await call(
      'DELETE',
      `/platforms?issuer=${encodeURIComponent(key.issuer)}&client_id=nope`,
      admin,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a platform that registered itself again', async () => {
    expect((await registerDynamically()).status).toBe(200);
    expect((await dynamic())!.status).toBe('pending');
    expect((await call('POST', '/platforms/refuse', admin, key)).status).toBe(200);
    expect((await dynamic())!.status).toBe('refused');
    expect(await dynamicLogin()).toBe(403);
    expect((await call('POST', '/platforms/refuse', admin, key)).status).toBe(404);
  });

  it('names the missing fields in the api’s error format', async () => {
    const res = await call('POST', '/platforms/approve', admin, { issuer: ' ' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Validation Error Occured',
      error: { issuer: ['issuer is Required.'], client_id: ['client_id is Required.'] },
    });
    expect((await call('DELETE', '/platforms', admin)).status).toBe(422);
  });
});
