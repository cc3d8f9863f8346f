import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/passwords';
import { createUser } from '../../api/test/fixtures/people';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

/**
 * LMS → app (issue 17): a widget inside the LMS asks the tool to open a path of the app; the answer is the
 * app's `/launch/lti?code=…` with a single-use code of 60 s, which the app trades for the same user's token.
 */
let h: Harness;
/** The tool's clock runs ahead of the real one by this much (the expiry test moves it). */
let ahead = 0;
beforeAll(async () => {
  h = await startHarness({}, { now: () => Date.now() + ahead });
});
afterAll(async () => {
  await h?.close();
});

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${h.toolUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; message?: string; error?: any } };
};

/** A learner's launch and the token its launch page gets. */
async function learnerToken(sub: string) {
  const started = await login(h);
  const page = await launch(
    h,
    {
      id_token: await h.platform.sign(h.platform.claims({ nonce: started.nonce, sub })),
      state: started.state,
    },
    started.cookie,
  );
  expect(page.status, page.html).toBe(200);
  return { token: launchSession(page.html)!.token };
}

const profileId = async (token: string) => {
  const res = await fetch(`${h.toolUrl}/api/users/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
};

describe('a widget in the LMS hands over to the app', () => {
  it('gives the app a single-use code of 60 s for the same user and the path asked for', async () => {
    const { token } = await learnerToken('handoff-learner-1');
    const handoff = await post('/lti/handoff', { path: '/my-library/module-preview/3' }, token);
    expect(handoff.status).toBe(200);
    const url = new URL(handoff.body.data.url);
    expect(url.origin + url.pathname).toBe(`${h.toolUrl}/launch/lti`);
    const code = url.searchParams.get('code')!;
    // No long-lived token in the address: the code is all it carries.
    expect([...url.searchParams.keys()]).toEqual(['code']);

    const first = await post('/lti/exchange', { code });
    expect(first.body.data.target).toEqual({ app: '/my-library/module-preview/3' });
    expect(await profileId(first.body.data.token)).toBe(await profileId(token));
    expect((await post('/lti/exchange', { code })).status).toBe(400);
  });

  it('lets a code expire after 60 s', async () => {
    const { token } = await learnerToken('handoff-learner-2');
    const handoff = await post('/lti/handoff', { path: '/my-library' }, token);
    const code = new URL(handoff.body.data.url).searchParams.get('code');
    ahead += 61_000;
    expect((await post('/lti/exchange', { code })).body.message).toBe(
      'This launch code is unknown, used or expired.',
    );
  });

  it('refuses a missing token, and a path that is not the app’s', async () => {
    expect((await post('/lti/handoff', { path: '/my-library' })).status).toBe(401);
    const { token } = await learnerToken('handoff-learner-3');
    for (const path of ['https://evil.example/x', '//evil.example/x', 'my-library', '/a b'])
      expect((await post('/lti/handoff', { path }, token)).status, path).toBe(422);
  });
});

/** A code of the hand-off for a token (its path: the library). */
const handoffCode = async (token: string) => {
  const handoff = await post('/lti/handoff', { path: '/my-library' }, token);
  expect(handoff.status, JSON.stringify(handoff.body)).toBe(200);
  return new URL(handoff.body.data.url).searchParams.get('code')!;
};
const api = (method: string, path: string, token: string, body: unknown = {}) =>
  fetch(`${h.toolUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });

describe('a hand-off code carries the session that asked for it (issue 23)', () => {
  it('does not exchange after that session logged out', async () => {
    const { token } = await learnerToken('handoff-learner-logout');
    const code = await handoffCode(token);
    expect((await api('POST', '/auth/logout', token)).status).toBe(200);
    expect(await post('/lti/exchange', { code })).toMatchObject({
      status: 400,
      body: { message: 'This launch code is unknown, used or expired.' },
    });
  });

  it('does not exchange after a password change: a stolen token’s codes end with it', async () => {
    const victim = await createUser(h.api.ctx, { password_hash: await hashPassword('Old-password-1') });
    const stolen = victim.token;
    const code = await handoffCode(stolen);
    const changed = await api('PATCH', '/users/change-password', victim.token, {
      old_password: 'Old-password-1',
      password: 'New-password-2',
      password_confirmation: 'New-password-2',
    });
    expect(changed.status).toBe(200);
    expect((await api('GET', '/users/profile', stolen)).status).toBe(401);
    expect((await post('/lti/exchange', { code })).status).toBe(400);
  });

  it('hands the session over while it stands; its logout ends every token handed over', async () => {
    const { token } = await learnerToken('handoff-learner-live');
    const first = await post('/lti/exchange', { code: await handoffCode(token) });
    expect(first.status).toBe(200);
    expect(await profileId(first.body.data.token)).toBe(await profileId(token));
    // A code every 50 s does not keep a session alive: each hand-off is the same session, ended by one logout.
    const second = await post('/lti/exchange', { code: await handoffCode(first.body.data.token) });
    expect(second.status).toBe(200);
    expect((await api('POST', '/auth/logout', token)).status).toBe(200);
    for (const handedOver of [first.body.data.token, second.body.data.token])
      expect((await api('GET', '/users/profile', handedOver)).status).toBe(401);
  });
});

describe('the JSON routes of the tool', () => {
  it('answer malformed JSON with 400 in the api’s error shape, as the api does', async () => {
    const { token } = await learnerToken('handoff-learner-json');
    for (const path of ['/lti/handoff', '/lti/exchange', '/lti/deep-link', '/lti/roster-sync']) {
      const res = await fetch(`${h.toolUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{"path": "/my-library"',
      });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ message: 'The request body is not valid JSON.', error: {} });
    }
  });
});
