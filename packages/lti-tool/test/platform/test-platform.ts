/**
 * An in-repo LTI 1.3 platform for tests (Express + jose): OIDC authorization endpoint (form_post back to
 * the tool), key set, client-credentials token endpoint that checks the tool's signed assertion, and id
 * tokens signed on demand (also forged ones, for the refusal tests).
 */
import type { KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createRemoteJWKSet, exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';

/** The prefix of the LTI claims' names (`${CLAIM}roles`…). */
export const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
type ToolKeys = ReturnType<typeof createRemoteJWKSet>;

export interface TestPlatform {
  url: string;
  clientId: string;
  deploymentId: string;
  kid: string;
  /** The claims of a normal resource-link launch for `sub`, with the nonce the tool asked for. */
  claims(input: {
    nonce: string;
    sub?: string;
    roles?: string[];
    extra?: Record<string, unknown>;
  }): Record<string, unknown>;
  /** Signs claims as the platform (RS256 with its key), or as told (forgeries). */
  sign(
    claims: Record<string, unknown>,
    options?: { kid?: string; alg?: 'RS256' | 'HS256'; key?: 'platform' | 'other' },
  ): Promise<string>;
  /** Access tokens the token endpoint issued (each to a verified tool assertion). */
  issuedTokens: string[];
  /** Scores received per line item (AGS). */
  scores: Array<{ lineitem: string; score: Record<string, unknown> }>;
  /** While true, the score endpoint answers 503 (an outage). */
  outage: { on: boolean };
  /**
   * The key set endpoint: how often it was fetched; `rotated` adds a second key (kid `platform-key-2`, the
   * 'other' key of `sign`); `maxAge` sends `Cache-Control: max-age`; `extra` keys are published too; while
   * `down`, it answers 503.
   */
  keySet: { fetches: number; rotated: boolean; maxAge?: number; extra?: JWK[]; down?: boolean };
  /** How long the score endpoint takes to answer (a busy LMS); 0 by default. */
  scoreLatency: { ms: number };
  /** The course members the memberships endpoint lists (NRPS). */
  members: Array<Record<string, unknown>>;
  /** Deep-linking responses received, verified against the tool's keys. */
  deepLinks: Array<Record<string, unknown>>;
  /** Registrations received (dynamic registration). */
  registrations: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The platform as the tool registers it by hand (issuer, client, endpoints, its one deployment). */
export function platformRegistration(platform: TestPlatform, name = 'Test LMS') {
  return {
    issuer: platform.url,
    clientId: platform.clientId,
    name,
    authenticationEndpoint: `${platform.url}/auth`,
    accessTokenEndpoint: `${platform.url}/token`,
    jwksUrl: `${platform.url}/jwks`,
    deploymentIds: [platform.deploymentId],
  };
}

type PlatformKeys = {
  kid: string;
  jwk: JWK;
  otherJwk: JWK;
  privateKey: CryptoKey | KeyObject;
  otherPrivateKey: CryptoKey | KeyObject;
};

export async function startTestPlatform(toolUrl: string, port = 0): Promise<TestPlatform> {
  const keys = await platformKeys();
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  const server = app.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const platform = createPlatform(
    url,
    toolUrl,
    keys,
    () => new Promise((resolve) => server.close(() => resolve())),
  );
  const toolKeys = createRemoteJWKSet(new URL(`${toolUrl}/lti/keys`));
  serveLaunches(app, platform, toolUrl);
  serveKeysAndTokens(app, platform, keys, toolKeys);
  serveServices(app, platform, toolKeys);
  serveRegistration(app, platform);
  return platform;
}

/** The platform's signing key (published in its key set), and another it does not publish until rotated. */
async function platformKeys(): Promise<PlatformKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const kid = 'platform-key-1';
  return {
    kid,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    otherJwk: { ...(await exportJWK(other.publicKey)), kid: 'platform-key-2', alg: 'RS256', use: 'sig' },
    privateKey,
    otherPrivateKey: other.privateKey,
  };
}

/** The platform's state the tests read and set, its launch claims and its signing. */
function createPlatform(
  url: string,
  toolUrl: string,
  keys: PlatformKeys,
  close: () => Promise<void>,
): TestPlatform {
  const { kid, privateKey } = keys;
  const other = { privateKey: keys.otherPrivateKey };
  const clientId = 'modkit-tool';
  const deploymentId = 'deployment-1';
  return {
    url,
    clientId,
    deploymentId,
    kid,
    issuedTokens: [],
    scores: [],
    outage: { on: false },
    keySet: { fetches: 0, rotated: false },
    scoreLatency: { ms: 0 },
    members: [],
    deepLinks: [],
    registrations: [],
    claims({
      nonce,
      sub = 'learner-1',
      roles = ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
      extra = {},
    }) {
      return {
        iss: url,
        aud: clientId,
        sub,
        nonce,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: `${sub}@school.example`,
        [`${CLAIM}message_type`]: 'LtiResourceLinkRequest',
        [`${CLAIM}version`]: '1.3.0',
        [`${CLAIM}deployment_id`]: deploymentId,
        [`${CLAIM}target_link_uri`]: `${toolUrl}/lti/launch`,
        [`${CLAIM}resource_link`]: { id: 'link-1', title: 'Fibonacci' },
        [`${CLAIM}roles`]: roles,
        [`${CLAIM}context`]: { id: 'course-1', label: 'MATH-7', title: 'Maths 7B' },
        [`${CLAIM}custom`]: {},
        ...extra,
      };
    },
    async sign(claims, options = {}) {
      const alg = options.alg ?? 'RS256';
      const key =
        alg === 'HS256'
          ? new TextEncoder().encode('a-shared-secret-the-tool-never-agreed-to-use')
          : options.key === 'other'
            ? other.privateKey
            : privateKey;
      const jwt = new SignJWT(claims).setProtectedHeader({
        alg,
        ...(options.kid === '' ? {} : { kid: options.kid ?? kid }),
      });
      if (claims.iat === undefined) jwt.setIssuedAt();
      if (claims.exp === undefined) jwt.setExpirationTime('5m');
      return jwt.sign(key);
    },
    close,
  };
}

/** The OIDC authorization endpoint, and a course page that frames the tool. */
function serveLaunches(app: express.Express, platform: TestPlatform, toolUrl: string): void {
  const { url, clientId, deploymentId } = platform;
  // The OIDC authorization endpoint: signs a launch for the login_hint (the user) and form-posts it back.
  app.get('/auth', async (req, res) => {
    const q = req.query as Record<string, string>;
    if (q.client_id !== clientId || q.response_mode !== 'form_post' || !q.nonce || !q.state) {
      return void res.status(400).send('bad authentication request');
    }
    // login_hint `sub:role`, or `sub:role:deep-linking` for a deep-linking request back to /deep-link-return;
    // then optionally the LMS's locale (launch_presentation) and a module to open: `sub:role::es-ES:12`.
    const [sub = 'learner-1', role = 'Learner', message, locale, moduleId] = String(q.login_hint).split(':');
    const presentation = {
      ...(locale ? { [`${CLAIM}launch_presentation`]: { document_target: 'iframe', locale } } : {}),
      ...(moduleId ? { [`${CLAIM}custom`]: { module_id: moduleId } } : {}),
    };
    const claims = platform.claims({
      nonce: q.nonce,
      sub,
      roles: [`http://purl.imsglobal.org/vocab/lis/v2/membership#${role}`],
      ...(locale || moduleId ? { extra: presentation } : {}),
      ...(message === 'deep-linking'
        ? {
            extra: {
              ...presentation,
              [`${CLAIM}message_type`]: 'LtiDeepLinkingRequest',
              [`${CLAIM}resource_link`]: undefined,
              'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
                deep_link_return_url: `${url}/deep-link-return`,
                accept_types: ['ltiResourceLink'],
                accept_multiple: true,
              },
            },
          }
        : {}),
    });
    const token = await platform.sign(claims);
    const esc = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res
      .type('html')
      .send(`<!doctype html><html><body><form method="post" action="${esc(String(q.redirect_uri))}">
<input type="hidden" name="id_token" value="${esc(token)}"><input type="hidden" name="state" value="${esc(q.state)}">
</form><script>document.forms[0].submit()</script></body></html>`);
  });
  // A course page that offers the LTI client-side postMessage storage (listening before it frames the tool).
  app.get('/course', (req, res) => {
    const user = String(req.query.user ?? 'learner-1:Learner');
    const login = new URL(`${toolUrl}/lti/login`);
    login.search = new URLSearchParams({
      iss: url,
      client_id: clientId,
      login_hint: user,
      target_link_uri: `${toolUrl}/lti/launch`,
      lti_deployment_id: deploymentId,
      lti_storage_target: '_parent',
    }).toString();
    res
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body>
<h1>Maths 7B</h1>
<script>
  var store = new Map();
  window.frameResizes = [];
  window.addEventListener('message', function (event) {
    var m = event.data || {};
    if (m.subject === 'lti.frameResize') { window.frameResizes.push(m.height); document.querySelector('iframe').style.height = m.height + 'px'; return; }
    if (m.subject === 'lti.put_data') { store.set(event.origin + '|' + m.key, m.value); event.source.postMessage({ subject: 'lti.put_data.response', message_id: m.message_id, key: m.key, value: m.value }, event.origin); }
    if (m.subject === 'lti.get_data') { event.source.postMessage({ subject: 'lti.get_data.response', message_id: m.message_id, key: m.key, value: store.get(event.origin + '|' + m.key) }, event.origin); }
  });
</script>
<iframe name="tool" title="modkit activity" src="${login.href.replace(/&/g, '&amp;')}" style="width:100%;height:300px;border:0"></iframe>
</body></html>`);
  });
}

/** The platform's key set, and its token endpoint (the tool's client assertion checked against the tool's keys). */
function serveKeysAndTokens(
  app: express.Express,
  platform: TestPlatform,
  keys: PlatformKeys,
  toolKeys: ToolKeys,
) {
  const { url, clientId, keySet, issuedTokens } = platform;
  const { jwk, otherJwk } = keys;
  app.get('/jwks', (_req, res) => {
    keySet.fetches++;
    if (keySet.down) return void res.status(503).json({ message: 'down' });
    if (keySet.maxAge !== undefined) res.setHeader('Cache-Control', `max-age=${keySet.maxAge}`);
    res.json({ keys: [...(keySet.rotated ? [jwk, otherJwk] : [jwk]), ...(keySet.extra ?? [])] });
  });
  app.post('/token', async (req, res) => {
    try {
      await jwtVerify(String(req.body.client_assertion), toolKeys, {
        issuer: clientId,
        subject: clientId,
        audience: `${url}/token`,
      });
      const token = `access-${issuedTokens.length + 1}`;
      issuedTokens.push(token);
      res.json({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: req.body.scope });
    } catch (error) {
      res.status(401).json({ error: 'invalid_client', error_description: String(error) });
    }
  });
}

/** Assignment and grade scores, memberships (NRPS), and the deep-linking return. */
function serveServices(app: express.Express, platform: TestPlatform, toolKeys: ToolKeys): void {
  const { url, clientId, issuedTokens, outage, scoreLatency, scores, members, deepLinks } = platform;
  const authorized = (req: express.Request) =>
    issuedTokens.includes(String(req.headers.authorization).replace(/^Bearer /, ''));
  app.post('/lineitems/:id/scores', express.json({ type: () => true }), async (req, res) => {
    if (!authorized(req)) return void res.status(401).json({ error: 'no token' });
    if (outage.on) return void res.status(503).json({ error: 'down for maintenance' });
    if (scoreLatency.ms) await new Promise((resolve) => setTimeout(resolve, scoreLatency.ms));
    scores.push({
      lineitem: `${url}/lineitems/${req.params.id}`,
      score: req.body as Record<string, unknown>,
    });
    res.status(200).json({});
  });
  app.get('/memberships', (req, res) => {
    if (!authorized(req)) return void res.status(401).json({ error: 'no token' });
    res.json({ id: `${url}/memberships`, context: { id: 'course-1', title: 'Maths 7B' }, members });
  });
  app.post('/deep-link-return', async (req, res) => {
    try {
      const { payload } = await jwtVerify(String(req.body.JWT), toolKeys, {
        issuer: clientId,
        audience: url,
      });
      deepLinks.push(payload as Record<string, unknown>);
      res.type('html').send('<p>Items added</p>');
    } catch (error) {
      res.status(400).send(String(error));
    }
  });
}

/** Discovery and dynamic registration. */
function serveRegistration(app: express.Express, platform: TestPlatform): void {
  const { url, registrations } = platform;
  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer: url,
      authorization_endpoint: `${url}/auth`,
      token_endpoint: `${url}/token`,
      jwks_uri: `${url}/jwks`,
      registration_endpoint: `${url}/register`,
      'https://purl.imsglobal.org/spec/lti-platform-configuration': { product_family_code: 'test-lms' },
    });
  });
  app.post('/register', express.json(), (req, res) => {
    if (req.headers.authorization !== 'Bearer reg-token-1')
      return void res.status(401).json({ error: 'bad token' });
    registrations.push(req.body as Record<string, unknown>);
    res.json({
      client_id: 'dyn-client-1',
      ...(req.body as Record<string, unknown>),
      'https://purl.imsglobal.org/spec/lti-tool-configuration': { deployment_id: 'dyn-deployment-1' },
    });
  });
}
