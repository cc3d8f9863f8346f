import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiTables } from '../src/store/schema';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

let h: Harness;
const db = () => h.api.ctx.db as unknown as Kysely<LtiTables>;
const launchContexts = async () =>
  (await db().selectFrom('lti_launch_contexts').selectAll().execute()).length;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function profile(token: string) {
  const res = await fetch(`${h.toolUrl}/api/users/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (
    (await res.json()) as {
      data: {
        id: number;
        full_name: string;
        roles: Array<{ type: string }>;
        userpackages?: { packages: { name: string } };
      };
    }
  ).data;
}

describe('an LTI 1.3 launch from a registered platform', () => {
  it('login → platform → launch page gives the learner a session in the page, once', async () => {
    const started = await login(h);
    expect(started.status).toBe(302);
    expect(started.redirect.origin + started.redirect.pathname).toBe(`${h.platform.url}/auth`);
    expect(started.redirect.searchParams.get('response_mode')).toBe('form_post');
    expect(started.state).not.toBe('');
    expect(started.nonce).not.toBe('');
    const idToken = await h.platform.sign(h.platform.claims({ nonce: started.nonce, sub: 'learner-42' }));
    const page = await launch(h, { id_token: idToken, state: started.state }, started.cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain('/widgets/loader.js');
    expect(page.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const session = launchSession(page.html);
    expect(session?.target).toEqual({
      widget: 'library-carousel',
      attributes: { source: 'recommended' },
    });
    const me = await profile(session!.token);
    expect(me.full_name).toBe('Ada Lovelace');
    expect(me.roles[0]?.type).toBe('STUDENT');
    expect(me.userpackages?.packages.name).toBe('PREMIUM');

    // No code is written (one commit a launch); the launch works once.
    expect(await db().selectFrom('lti_launch_codes').selectAll().execute()).toEqual([]);
    const replay = await launch(h, { id_token: idToken, state: started.state }, started.cookie);
    expect(replay.status).toBe(401);
    expect(replay.html).toContain('already used');
  });

  it('one login opens one launch when its form is posted twice at once, and the other writes nothing', async () => {
    const started = await login(h);
    const idToken = await h.platform.sign(h.platform.claims({ nonce: started.nonce, sub: 'twice-at-once' }));
    const form = { id_token: idToken, state: started.state };
    const contextsBefore = await launchContexts();
    const pages = await Promise.all([launch(h, form, started.cookie), launch(h, form, started.cookie)]);
    expect(pages.map((p) => p.status).sort()).toEqual([200, 401]);
    expect(pages.find((p) => p.status === 401)?.html).toContain('already used');
    const opened = pages.filter((p) => p.status === 200).map((p) => launchSession(p.html));
    expect(opened).toHaveLength(1);
    expect((await profile(opened[0]!.token)).full_name).toBe('Ada Lovelace');
    expect(await launchContexts()).toBe(contextsBefore + 1);
  });

  it('keeps none of ltijs’s per-launch records (id token, context token, nonce): the tool keeps its own', async () => {
    const started = await login(h);
    const idToken = await h.platform.sign(
      h.platform.claims({ nonce: started.nonce, sub: 'learner-records' }),
    );
    expect((await launch(h, { id_token: idToken, state: started.state }, started.cookie)).status).toBe(200);
    const kept = await db()
      .selectFrom('lti_records')
      .select('collection')
      .where('collection', 'in', ['idtoken', 'contexttoken', 'nonce'])
      .execute();
    expect(kept).toEqual([]);
  });

  it('the same (issuer, sub) is the same user; a teacher of the course becomes its learners’ mentor', async () => {
    const again = await login(h);
    const token = await h.platform.sign(h.platform.claims({ nonce: again.nonce, sub: 'learner-42' }));
    const page = await launch(h, { id_token: token, state: again.state }, again.cookie);
    const learner = await profile(launchSession(page.html)!.token);

    const teacherLogin = await login(h);
    const teacherToken = await h.platform.sign(
      h.platform.claims({
        nonce: teacherLogin.nonce,
        sub: 'teacher-7',
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
        extra: { given_name: 'Grace', family_name: 'Hopper', name: 'Grace Hopper' },
      }),
    );
    const teacherPage = await launch(
      h,
      { id_token: teacherToken, state: teacherLogin.state },
      teacherLogin.cookie,
    );
    const teacher = launchSession(teacherPage.html)!;
    expect(teacher.target).toEqual({ widget: 'learner-table', attributes: {} });
    const learners = await fetch(`${h.toolUrl}/api/users/learners?type=LEARNER`, {
      headers: { Authorization: `Bearer ${teacher.token}` },
    }).then((r) => r.json() as Promise<{ data: { results: Array<{ id: number }> } }>);
    expect(learners.data.results.map((l) => l.id)).toContain(learner.id);
  });

  it('a link to a module opens the module player', async () => {
    const started = await login(h);
    const claims = h.platform.claims({
      nonce: started.nonce,
      extra: {
        'https://purl.imsglobal.org/spec/lti/claim/custom': { widget: 'module-player', module_id: '3' },
      },
    });
    const page = await launch(
      h,
      { id_token: await h.platform.sign(claims), state: started.state },
      started.cookie,
    );
    const data = launchSession(page.html)!;
    expect(data.target).toEqual({ widget: 'module-player', attributes: { 'module-id': '3' } });
  });

  it('accepts the login initiation as a POST too', async () => {
    const res = await fetch(`${h.toolUrl}/lti/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        iss: h.platform.url,
        login_hint: 'hint-post',
        target_link_uri: `${h.toolUrl}/lti/launch`,
        client_id: h.platform.clientId,
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    const nonce = location.searchParams.get('nonce')!;
    const state = location.searchParams.get('state')!;
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = await h.platform.sign(h.platform.claims({ nonce, sub: 'post-user' }));
    expect((await launch(h, { id_token: token, state }, cookie)).status).toBe(200);
  });

  it('serves its key set and the configuration for manual installs', async () => {
    const keys = (await fetch(`${h.toolUrl}/lti/keys`).then((r) => r.json())) as {
      keys: Array<{ kty: string; kid: string }>;
    };
    expect(keys.keys.length).toBeGreaterThan(0);
    expect(keys.keys[0]?.kty).toBe('RSA');
    const config = (await fetch(`${h.toolUrl}/lti/config.json`).then((r) => r.json())) as Record<
      string,
      string
    >;
    expect(config.oidc_initiation_url).toBe(`${h.toolUrl}/lti/login`);
    expect(config.target_link_uri).toBe(`${h.toolUrl}/lti/launch`);
    expect(config.public_jwk_url).toBe(`${h.toolUrl}/lti/keys`);
  });
});
