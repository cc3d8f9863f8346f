import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM } from './platform/test-platform';
import { type Harness, launch, launchCode, launchSession, login, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  // The test LMS registers itself from 127.0.0.1: private addresses allowed, approval not required
  // (development's defaults apart from the allowance; registration.test.ts covers approval).
  h = await startHarness({
    scoreOutbox: { baseDelayMs: 100, pollMs: 60_000 },
    requireApproval: false,
    registrationAllowPrivate: true,
  });
});
afterAll(async () => {
  await h?.close();
});

const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

async function exchange(code: string) {
  const res = await fetch(`${h.toolUrl}/lti/exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return (
    (await res.json()) as {
      data: { token: string; target: { widget: string; attributes: Record<string, string> } };
    }
  ).data;
}

async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${h.toolUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A full launch with extra claims; returns the launch page and the session it leads to. */
async function launchWith(extra: Record<string, unknown>, sub: string, roles?: string[]) {
  const started = await login(h);
  const claims = h.platform.claims({ nonce: started.nonce, sub, ...(roles ? { roles } : {}), extra });
  const page = await launch(
    h,
    { id_token: await h.platform.sign(claims), state: started.state },
    started.cookie,
  );
  return {
    page,
    session:
      page.status !== 200
        ? null
        : ((launchSession(page.html) as Awaited<ReturnType<typeof exchange>> | null) ??
          (await exchange(launchCode(page.html)))),
  };
}

describe('Deep Linking 2.0', () => {
  /** The claims of a deep-linking request (the platform's return URL is known once it runs). */
  const deepLinking = () => ({
    [`${CLAIM}message_type`]: 'LtiDeepLinkingRequest',
    [`${CLAIM}resource_link`]: undefined,
    'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
      deep_link_return_url: `${h.platform.url}/deep-link-return`,
      accept_types: ['ltiResourceLink'],
      accept_presentation_document_targets: ['iframe', 'window'],
      accept_multiple: true,
      accept_lineitem: true,
      data: 'opaque-platform-data',
    },
  });

  it('a teacher picks a module and a collection; the platform receives resource links, the module with a line item', async () => {
    const { page, session } = await launchWith(deepLinking(), 'teacher-dl', [INSTRUCTOR]);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Add modkit activities to your course');
    const pickSession = /"session":"([^"]+)"/.exec(page.html)?.[1] ?? '';
    const modules = await api<{ data: { results: Array<{ id: number; name: string }> } }>(
      session!.token,
      'GET',
      '/modules/search?search_type=CUSTOM&status=PUBLISH&limit=2',
    );
    const collections = await api<{ data: { results: Array<{ id: number; name: string }> } }>(
      session!.token,
      'GET',
      '/collections',
    );
    const module = modules.body.data.results[0]!;
    const collection = collections.body.data.results[0]!;

    const res = await fetch(`${h.toolUrl}/lti/deep-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session!.token}` },
      body: JSON.stringify({
        session: pickSession,
        items: [
          { kind: 'module', id: module.id },
          { kind: 'collection', id: collection.id },
          { kind: 'module', id: 999_999 },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { return_url: string; jwt: string } };
    expect(data.return_url).toBe(`${h.platform.url}/deep-link-return`);
    const back = await fetch(data.return_url, {
      method: 'POST',
      body: new URLSearchParams({ JWT: data.jwt }),
    });
    expect(back.status).toBe(200);
    const response = h.platform.deepLinks.at(-1)!;
    expect(response[`${CLAIM}message_type`]).toBe('LtiDeepLinkingResponse');
    expect(response['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-platform-data');
    const items = response['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Array<
      Record<string, unknown>
    >;
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: module.name,
        url: `${h.toolUrl}/lti/launch`,
        custom: { widget: 'module-player', module_id: String(module.id) },
        lineItem: {
          scoreMaximum: 100,
          label: module.name,
          resourceId: `module-${module.id}`,
          tag: 'modkit-progress',
        },
      },
      {
        type: 'ltiResourceLink',
        title: collection.name,
        url: `${h.toolUrl}/lti/launch`,
        custom: { widget: 'library-carousel', collection_id: String(collection.id) },
      },
    ]);

    // The picking session is single use.
    const again = await fetch(`${h.toolUrl}/lti/deep-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session!.token}` },
      body: JSON.stringify({ session: pickSession, items: [{ kind: 'module', id: module.id }] }),
    });
    expect(again.status).toBe(400);
  });

  it('a learner cannot open the content picker', async () => {
    const { page } = await launchWith(deepLinking(), 'learner-dl');
    expect(page.status).toBe(403);
    expect(page.html).toContain('Only teachers');
  });
});

describe('Assignment and Grade Services', () => {
  it('each rise of the learner’s progress is published as a score, and an outage loses none', async () => {
    const moduleId = 2;
    const lineitem = `${h.platform.url}/lineitems/7`;
    const { session } = await launchWith(
      {
        [`${CLAIM}custom`]: { widget: 'module-player', module_id: String(moduleId) },
        'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
          scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
          lineitem,
        },
      },
      'learner-ags',
    );
    expect(session!.target).toEqual({
      widget: 'module-player',
      attributes: { 'module-id': String(moduleId) },
    });
    const token = session!.token;
    expect((await api(token, 'POST', '/modules/assign', { modules: [moduleId] })).status).toBe(200);
    await api(token, 'PATCH', `/modules/my-modules/${moduleId}/completed_percentage`, {
      completed_percentage: 33,
      completed_tab: 1,
    });
    await h.tool.flushScores();
    expect(h.platform.scores.at(-1)).toMatchObject({
      lineitem,
      score: {
        userId: 'learner-ags',
        scoreGiven: 33,
        scoreMaximum: 100,
        activityProgress: 'InProgress',
        gradingProgress: 'Pending',
      },
    });
    // A lower or equal value is not a rise: nothing more is sent.
    const sent = h.platform.scores.length;
    await api(token, 'PATCH', `/modules/my-modules/${moduleId}/completed_percentage`, {
      completed_percentage: 33,
      completed_tab: 1,
    });
    await h.tool.flushScores();
    expect(h.platform.scores.length).toBe(sent);

    h.platform.outage.on = true;
    await api(token, 'PATCH', `/modules/my-modules/${moduleId}/completed_percentage`, {
      completed_percentage: 100,
      completed_tab: 3,
    });
    await h.tool.flushScores();
    expect(h.platform.scores.length).toBe(sent);
    // The score waiting for the LMS shows in the metrics' queue depth.
    expect(await h.api.metrics.registry.metrics()).toMatch(/modkit_queue_depth\{queue="lms-scores"\} 1\b/);
    h.platform.outage.on = false;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await h.tool.flushScores();
    expect(h.platform.scores.at(-1)).toMatchObject({
      lineitem,
      score: { scoreGiven: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
    });
  });
});

describe('Names and Role Provisioning', () => {
  it('“Sync roster” brings the course’s learners into the teacher’s table', async () => {
    h.platform.members.splice(
      0,
      h.platform.members.length,
      ...[
        { user_id: 'teacher-nrps', status: 'Active', name: 'Tess Teacher', roles: [INSTRUCTOR] },
        {
          user_id: 'kid-1',
          status: 'Active',
          name: 'Kim One',
          given_name: 'Kim',
          family_name: 'One',
          roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
        },
        {
          user_id: 'kid-2',
          status: 'Active',
          name: 'Kai Two',
          given_name: 'Kai',
          family_name: 'Two',
          roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
        },
        {
          user_id: 'kid-3',
          status: 'Inactive',
          name: 'Gone Three',
          roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
        },
      ],
    );
    const { page, session } = await launchWith(
      {
        'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
          context_memberships_url: `${h.platform.url}/memberships`,
          service_versions: ['2.0'],
        },
      },
      'teacher-nrps',
      [INSTRUCTOR],
    );
    expect(page.html).toContain('roster-sync');
    const res = await fetch(`${h.toolUrl}/lti/roster-sync`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session!.token}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { learners: number } }).data.learners).toBe(2);
    const learners = await api<{ data: { results: Array<{ full_name: string }> } }>(
      session!.token,
      'GET',
      '/users/learners?type=LEARNER&limit=100',
    );
    const names = learners.body.data.results.map((l) => l.full_name);
    expect(names).toEqual(expect.arrayContaining(['Kim One', 'Kai Two']));
    expect(names).not.toContain('Gone Three');
  });
});

describe('LTI Dynamic Registration', () => {
  it('registers with a platform whose issuer is on the configuration host, then its launches work', async () => {
    const url = `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(`${h.platform.url}/.well-known/openid-configuration`)}&registration_token=reg-token-1`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('org.imsglobal.lti.close');
    const registration = h.platform.registrations.at(-1)!;
    expect(registration.initiate_login_uri).toBe(`${h.toolUrl}/lti/login`);
    expect(registration.jwks_uri).toBe(`${h.toolUrl}/lti/keys`);

    const started = await login(h, { client_id: 'dyn-client-1', lti_deployment_id: 'dyn-deployment-1' });
    expect(started.status).toBe(302);
    const claims = h.platform.claims({ nonce: started.nonce, sub: 'dyn-user' });
    claims.aud = 'dyn-client-1';
    claims[`${CLAIM}deployment_id`] = 'dyn-deployment-1';
    const page = await launch(
      h,
      { id_token: await h.platform.sign(claims), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(200);
  });

  it('refuses a configuration whose issuer is on another host', async () => {
    const elsewhere = h.platform.url.replace('127.0.0.1', 'localhost');
    const url = `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(`${elsewhere}/.well-known/openid-configuration`)}&registration_token=reg-token-1`;
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('is not on the configuration URL');
  });
});
