import { AuthProvidersResponse, AuthResponse } from '@modkit/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVE_MESSAGE } from '../../src/http/guards/authenticate';
import { distinctIdTokens } from '../fixtures/distinct-id-tokens';
import { type FakeFacebookGraph, startFakeFacebookGraph } from '../fixtures/fake-facebook-graph';
import {
  startOidcProvider,
  type TestClient,
  type TestOidcProvider,
  type TestPerson,
} from '../fixtures/oidc-test-provider';
import { createUser } from '../fixtures/people';
import {
  GOOGLE_CLIENT,
  googleClaims,
  LINKEDIN_CLIENT,
  SOCIAL_PUBLIC_URL,
  socialSettings,
} from '../fixtures/social-test-clients';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * Social login (part 1 §2.4, §7: POST /auth/google|facebook|linkedin {accessToken, machine_id, role}) against a
 * real local OpenID Provider (node-oidc-provider: discovery, keys, code flow, ID tokens) standing in for Google
 * and LinkedIn, and a local fake of Facebook's Graph API. Users are found by (provider, subject), never by
 * e-mail alone.
 */
const PUBLIC_URL = SOCIAL_PUBLIC_URL;
const GOOGLE = GOOGLE_CLIENT;
const LINKEDIN = LINKEDIN_CLIENT;
/** Another site's client at the same provider: its tokens are not for modkit. */
const OTHER_APP: TestClient = {
  client_id: 'someone-else',
  client_secret: 'someone-else-secret',
  redirect_uris: ['https://other.example.org/cb'],
};

let idp: TestOidcProvider;
let graph: FakeFacebookGraph;
/** A fresh ID token of the test provider (each signs in once). */
let idToken: ReturnType<typeof distinctIdTokens>;
let server: TestServer;
beforeAll(async () => {
  idp = await startOidcProvider([GOOGLE, LINKEDIN, OTHER_APP]);
  idToken = distinctIdTokens(idp);
  graph = await startFakeFacebookGraph();
  server = await startTestServer(socialSettings(idp, graph));
});
afterAll(async () => {
  await server.close();
  await graph.close();
  await idp.close();
});

let n = 0;
const person = (over: Partial<TestPerson> = {}): TestPerson => {
  n++;
  return {
    sub: `sub-${n}-${Date.now()}`,
    email: `person${n}x${Date.now()}@example.org`,
    email_verified: true,
    given_name: 'Gia',
    family_name: `Oogle${n}`,
    name: `Gia Oogle${n}`,
    ...over,
  };
};
const social = (on: TestServer, provider: string, json: object) =>
  on.call('POST', `/auth/${provider}`, { json });
const identities = (on: TestServer, userId: number) =>
  on.api.ctx.db
    .selectFrom('lti_identities')
    .select(['issuer', 'subject'])
    .where('user_id', '=', userId)
    .execute();

describe('GET /auth/providers', () => {
  it('lists the configured providers in the spec order, with what the browser starts with', async () => {
    const res = await server.call('GET', '/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { provider: 'facebook', clientId: graph.appId },
        { provider: 'google', clientId: GOOGLE.client_id },
        {
          provider: 'linkedin',
          clientId: LINKEDIN.client_id,
          authorizationUrl: `${idp.issuer}/auth`,
          redirectUri: `${PUBLIC_URL}/linkedin-callback`,
        },
      ],
      meta: { recaptcha_site_key: null },
    });
    expect(AuthProvidersResponse.parse(res.body)).toEqual(res.body);
  });

  it('lists none without configuration, and every provider then answers the not-configured 400', async () => {
    // (and the reCAPTCHA site key the forms need, at run time)
    const plain = await startTestServer({ recaptchaSiteKey: '6Lc-public-site-key' });
    try {
      expect((await plain.call('GET', '/auth/providers')).body).toEqual({
        data: [],
        meta: { recaptcha_site_key: '6Lc-public-site-key' },
      });
      for (const provider of ['google', 'facebook', 'linkedin']) {
        const res = await social(plain, provider, { accessToken: 'anything' });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Social login is not configured.');
      }
    } finally {
      await plain.close();
    }
  });
});

describe('Google (ID token verified against the provider’s keys)', () => {
  it('a first sign-in makes a verified learner on FREE, a second finds the same user', async () => {
    const gia = person();
    const first = await social(server, 'google', {
      accessToken: await idToken(gia, GOOGLE),
      machine_id: 'm-1',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(AuthResponse.safeParse(first.body).success).toBe(true);
    expect(first.body.data).toMatchObject({
      email: gia.email,
      first_name: 'Gia',
      last_name: gia.family_name,
      roles: [{ type: 'STUDENT' }],
    });
    const profile = await server.call('GET', '/users/profile', { token: first.body.meta.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.verified).toBeTruthy();
    expect(await identities(server, first.body.data.id)).toEqual([{ issuer: 'google', subject: gia.sub }]);
    // No verification mail: the provider vouched for the address.
    const mail = await server.call('GET', `/dev/mailbox?to=${encodeURIComponent(gia.email as string)}`);
    expect(mail.body.data.results).toEqual([]);

    const again = await social(server, 'google', { accessToken: await idToken(gia, GOOGLE) });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('the role chosen on signup makes a mentor; a later role never changes who someone is', async () => {
    const teacher = person();
    const made = await social(server, 'google', {
      accessToken: await idToken(teacher, GOOGLE),
      role: 'MENTOR',
    });
    expect(made.body.data.roles).toEqual([expect.objectContaining({ type: 'MENTOR' })]);
    const learner = person();
    const first = await social(server, 'google', { accessToken: await idToken(learner, GOOGLE) });
    const later = await social(server, 'google', {
      accessToken: await idToken(learner, GOOGLE),
      role: 'MENTOR',
    });
    expect(later.body.data.id).toBe(first.body.data.id);
    expect(later.body.data.roles).toEqual([expect.objectContaining({ type: 'STUDENT' })]);
  });

  it('never joins an existing account by e-mail: the address that has one is refused with a way forward', async () => {
    const owner = await createUser(server.api.ctx, { email: `owner${Date.now()}@example.org` });
    const claimant = person({ email: owner.email });
    const res = await social(server, 'google', { accessToken: await idToken(claimant, GOOGLE) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This email address already has a modkit account. Please log in with your email and password.',
    );
    expect(await identities(server, owner.id)).toEqual([]);
  });

  it('refuses an address the provider has not verified', async () => {
    const res = await social(server, 'google', {
      accessToken: await idToken(person({ email_verified: false }), GOOGLE),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Your Google account did not share a verified email address, which modkit needs.',
    );
  });

  it('takes a verified address as SMTP does (a hyphen, a plus), and a text that is no address as none', async () => {
    const stamp = Date.now();
    const hyphen = await social(server, 'google', {
      accessToken: await idToken(person({ email: `mary-jane+${stamp}@school.org` }), GOOGLE),
    });
    expect(hyphen.status).toBe(201);
    expect(hyphen.body.data.email).toBe(`mary-jane+${stamp}@school.org`);
    const notAnAddress = await social(server, 'google', {
      accessToken: await idToken(person({ email: 'mary jane at school' }), GOOGLE),
    });
    expect([notAnAddress.status, notAnAddress.body.message]).toEqual([
      400,
      'Your Google account did not share a verified email address, which modkit needs.',
    ]);
  });

  const REJECTED = 'Google sign-in could not be verified. Please try again.';
  it('refuses a token issued to another app (audience)', async () => {
    const res = await social(server, 'google', { accessToken: await idToken(person(), OTHER_APP) });
    expect([res.status, res.body.message]).toEqual([400, REJECTED]);
  });

  it.each([
    ['another issuer', (iss: string) => ({ iss: `${iss}/elsewhere`, aud: GOOGLE.client_id })],
    ['no audience of ours', (iss: string) => ({ iss, aud: 'modkit-google-typo' })],
  ])('refuses a token signed with the provider’s key but naming %s', async (_case, claims) => {
    const forged = await idp.mint({
      ...claims(idp.issuer),
      sub: 'forged',
      email: 'f@example.org',
      email_verified: true,
    });
    const res = await social(server, 'google', { accessToken: forged });
    expect([res.status, res.body.message]).toEqual([400, REJECTED]);
  });

  it('accepts a token with the right issuer, audience and key (the checks above are the reason)', async () => {
    const sub = `minted-${Date.now()}`;
    const token = await idp.mint(googleClaims(idp, sub));
    expect((await social(server, 'google', { accessToken: token })).status).toBe(201);
  });

  it('refuses an expired token, a token of another key, and garbage', async () => {
    const expired = await idp.mint(
      {
        iss: idp.issuer,
        aud: GOOGLE.client_id,
        sub: 'late',
        email: 'late@example.org',
        email_verified: true,
      },
      { expiresIn: Math.floor(Date.now() / 1000) - 120 },
    );
    const stranger = await startOidcProvider([GOOGLE]);
    const foreign = await stranger.mint({
      iss: idp.issuer,
      aud: GOOGLE.client_id,
      sub: 'x',
      email_verified: true,
    });
    await stranger.close();
    for (const accessToken of [
      expired,
      foreign,
      'not-a-token',
      `${expired.split('.').slice(0, 2).join('.')}.`,
    ]) {
      const res = await social(server, 'google', { accessToken });
      expect([res.status, res.body.message], accessToken.slice(0, 20)).toEqual([400, REJECTED]);
    }
  });

  it('a missing accessToken is a field error', async () => {
    const res = await social(server, 'google', {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error)).toEqual(['accessToken']);
  });

  it('answers 503 with a clear message when the provider cannot be reached', async () => {
    const gone = await startOidcProvider([GOOGLE]);
    const token = await gone.idToken(person(), GOOGLE);
    await gone.close();
    const offline = await startTestServer({ googleClientId: GOOGLE.client_id, googleIssuer: gone.issuer });
    try {
      const res = await social(offline, 'google', { accessToken: token });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Google could not be reached just now. Please try again in a moment.');
    } finally {
      await offline.close();
    }
  });

  it('an inactive account cannot sign in with Google either', async () => {
    const someone = person();
    const first = await social(server, 'google', { accessToken: await idToken(someone, GOOGLE) });
    await server.api.ctx.db
      .updateTable('users')
      .set({ status: 'INACTIVE' })
      .where('id', '=', first.body.data.id)
      .execute();
    const res = await social(server, 'google', { accessToken: await idToken(someone, GOOGLE) });
    expect([res.status, res.body.message]).toEqual([400, INACTIVE_MESSAGE]);
  });
});

describe('LinkedIn (OpenID Connect authorization code)', () => {
  it('trades the code for an ID token, verifies it and signs the person in', async () => {
    const lin = person({ given_name: 'Lin', family_name: 'Kedin' });
    const res = await social(server, 'linkedin', {
      accessToken: await idp.authorizationCode(lin, LINKEDIN),
      role: 'STUDENT',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ email: lin.email, first_name: 'Lin', last_name: 'Kedin' });
    expect(await identities(server, res.body.data.id)).toEqual([{ issuer: 'linkedin', subject: lin.sub }]);
  });

  it('the same person at Google and LinkedIn with one address: the second is refused, not joined', async () => {
    const both = person();
    expect((await social(server, 'google', { accessToken: await idToken(both, GOOGLE) })).status).toBe(201);
    const res = await social(server, 'linkedin', {
      accessToken: await idp.authorizationCode(both, LINKEDIN),
    });
    expect(res.status).toBe(409);
  });

  it('refuses a code used twice, a made-up code and another app’s code', async () => {
    const code = await idp.authorizationCode(person(), LINKEDIN);
    expect((await social(server, 'linkedin', { accessToken: code })).status).toBe(201);
    const REJECTED = 'LinkedIn sign-in could not be verified. Please try again.';
    for (const accessToken of [code, 'made-up-code', await idp.authorizationCode(person(), OTHER_APP)]) {
      const res = await social(server, 'linkedin', { accessToken });
      expect([res.status, res.body.message]).toEqual([400, REJECTED]);
    }
  });

  it('a wrong client secret is the server’s trouble: 503 with a clear message, never a 500', async () => {
    const wrong = await startTestServer({
      publicUrl: PUBLIC_URL,
      linkedinClientId: LINKEDIN.client_id,
      linkedinClientSecret: 'not-the-secret',
      linkedinIssuer: idp.issuer,
    });
    try {
      const res = await social(wrong, 'linkedin', {
        accessToken: await idp.authorizationCode(person(), LINKEDIN),
      });
      expect([res.status, res.body.message]).toEqual([
        503,
        'LinkedIn could not be reached just now. Please try again in a moment.',
      ]);
    } finally {
      await wrong.close();
    }
  });
});

describe('Facebook (Graph API debug_token, then /me)', () => {
  it('a valid token of our app signs the person in, found by their Facebook id afterwards', async () => {
    graph.tokens.set('EAAtoken-ana-1', { id: '100001', name: 'Ana Book', email: 'ana.book@example.org' });
    const res = await social(server, 'facebook', { accessToken: 'EAAtoken-ana-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'ana.book@example.org',
      first_name: 'Ana',
      last_name: 'Book',
    });
    expect(await identities(server, res.body.data.id)).toEqual([{ issuer: 'facebook', subject: '100001' }]);
    graph.tokens.set('EAAtoken-ana-2', { id: '100001', name: 'Ana Book', email: 'ana.book@example.org' });
    const again = await social(server, 'facebook', { accessToken: 'EAAtoken-ana-2' });
    expect([again.status, again.body.data.id]).toEqual([200, res.body.data.id]);
  });

  it('refuses an invalid token, another app’s token, and an account without an e-mail', async () => {
    graph.tokens.set('EAAtoken-other-app', {
      id: '100002',
      name: 'Ori App',
      email: 'ori@example.org',
      appId: '999',
    });
    graph.tokens.set('EAAtoken-no-mail', { id: '100003', name: 'No Mail' });
    const REJECTED = 'Facebook sign-in could not be verified. Please try again.';
    for (const accessToken of ['EAAtoken-unknown', 'EAAtoken-other-app']) {
      const res = await social(server, 'facebook', { accessToken });
      expect([res.status, res.body.message]).toEqual([400, REJECTED]);
    }
    const noMail = await social(server, 'facebook', { accessToken: 'EAAtoken-no-mail' });
    expect([noMail.status, noMail.body.message]).toEqual([
      400,
      'Your Facebook account did not share a verified email address, which modkit needs.',
    ]);
  });

  it('Graph failing, or refusing our app secret, is a 503 with a clear message', async () => {
    graph.tokens.set('EAAtoken-busy', { id: '100004', name: 'Bu Sy', email: 'busy@example.org' });
    graph.mode = 'fail';
    try {
      const res = await social(server, 'facebook', { accessToken: 'EAAtoken-busy' });
      expect([res.status, res.body.message]).toEqual([
        503,
        'Facebook could not be reached just now. Please try again in a moment.',
      ]);
    } finally {
      graph.mode = 'answer';
    }
    const wrongSecret = await startTestServer({
      facebookAppId: graph.appId,
      facebookAppSecret: 'not-the-app-secret',
      facebookGraphUrl: graph.graphUrl,
    });
    try {
      expect((await social(wrongSecret, 'facebook', { accessToken: 'EAAtoken-busy' })).status).toBe(503);
    } finally {
      await wrongSecret.close();
    }
  });
});
