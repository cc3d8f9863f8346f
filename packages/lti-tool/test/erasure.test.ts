import { DEMO_PASSWORD } from '@modkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsHolding } from '../../api/test/fixtures/scan-database';
import { CLAIM } from './platform/test-platform';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

/**
 * An administrator erases a learner who came from the LMS (issue 27): the api's rows and the tool's own
 * (launch contexts with ltijs's copy of the ID token, scores waiting for the LMS, launch codes, ltijs's ID
 * and context tokens) hold nothing of the LMS's address, names or subject any more, and the next launch from
 * the LMS makes a new account.
 */
let h: Harness;
const SUB = 'erasable-lms-learner-41';

beforeAll(async () => {
  h = await startHarness({
    requireApproval: false,
    registrationAllowPrivate: true,
    scoreOutbox: { baseDelayMs: 100, pollMs: 60_000 },
  });
});
afterAll(async () => {
  await h?.close();
});

async function launchAs(sub: string) {
  const started = await login(h);
  const claims = h.platform.claims({
    nonce: started.nonce,
    sub,
    extra: {
      [`${CLAIM}custom`]: { widget: 'module-player', module_id: '2' },
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
        scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
        lineitem: `${h.platform.url}/lineitems/9`,
      },
    },
  });
  const page = await launch(
    h,
    { id_token: await h.platform.sign(claims), state: started.state },
    started.cookie,
  );
  expect(page.status).toBe(200);
  return launchSession(page.html)!.token;
}

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${h.toolUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { data: { id: number; email: string } } };
};

describe('erasing a learner who came from the LMS', () => {
  it("leaves nothing of them in the api's or the tool's tables; the next launch makes a new account", async () => {
    const token = await launchAs(SUB);
    const me = await call(token, 'GET', '/users/profile');
    const userId = me.body.data.id as number;
    // The LMS's address is contact data: the account signs in under a placeholder of its identity.
    expect(me.body.data.email).toMatch(/^lti-[0-9a-f]{24}@lms\.modkit\.invalid$/);
    // A score waiting for the LMS (the LMS is down), so the tool's outbox holds a row of theirs.
    expect((await call(token, 'POST', '/modules/assign', { modules: [2] })).status).toBe(200);
    h.platform.outage.on = true;
    await call(token, 'PATCH', '/modules/my-modules/2/completed_percentage', {
      completed_percentage: 50,
      completed_tab: 1,
    });
    await h.tool.flushScores();
    h.platform.outage.on = false;
    const { db, dialect } = h.api.ctx;
    const needles = [SUB, 'Lovelace', me.body.data.email];
    expect((await rowsHolding(db, dialect, needles)).length).toBeGreaterThan(0);

    const admin = await fetch(`${h.toolUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@modkit.test', password: DEMO_PASSWORD, recaptchaResponse: 'x' }),
    });
    const adminToken = ((await admin.json()) as { meta: { token: string } }).meta.token;
    expect((await call(adminToken, 'DELETE', `/admin/users/${userId}`)).status).toBe(200);
    expect(await rowsHolding(db, dialect, needles)).toEqual([]);
    expect((await call(token, 'GET', '/users/profile')).status).toBe(401);

    const again = await launchAs(SUB);
    const next = await call(again, 'GET', '/users/profile');
    expect(next.body.data.id).not.toBe(userId);
    expect(next.body.data.email).toMatch(/^lti-[0-9a-f]{24}@lms\.modkit\.invalid$/);
  });
});
