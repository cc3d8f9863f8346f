import { generateKeyPairSync, sign } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetKeySets } from '../src/platforms/key-set-cache';
import { CLAIM } from './platform/test-platform';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Started = Awaited<ReturnType<typeof login>>;
type Forge = (s: Started) => Promise<{ form: Record<string, string>; cookie?: string }>;

/** A launch whose id_token is the platform's normal one, changed by `change`. */
const claims =
  (
    change: (c: Record<string, unknown>) => void,
    sign: Parameters<Harness['platform']['sign']>[1] = {},
  ): Forge =>
  async (s) => {
    const c = h.platform.claims({ nonce: s.nonce });
    change(c);
    return { form: { id_token: await h.platform.sign(c, sign), state: s.state } };
  };

const unsigned = (payload: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

const cases: Array<[string, Forge, RegExp]> = [
  // The known-bad payloads of the LTI 1.3 certification guide.
  ['no KID in the header', claims(() => undefined, { kid: '' }), /kid/],
  ['a KID the platform does not have', claims(() => undefined, { kid: 'unknown-key' }), /key/i],
  [
    'a wrong LTI version',
    claims((c) => {
      c[`${CLAIM}version`] = '1.2.0';
    }),
    /1\.3\.0/,
  ],
  [
    'no LTI version',
    claims((c) => {
      delete c[`${CLAIM}version`];
    }),
    /1\.3\.0/,
  ],
  [
    'not a JWT at all',
    async (s) => ({ form: { id_token: 'this.is.not-a-jwt', state: s.state } }),
    /valid id_token/,
  ],
  [
    'no message type',
    claims((c) => {
      delete c[`${CLAIM}message_type`];
    }),
    /message type/,
  ],
  [
    'an unknown message type',
    claims((c) => {
      c[`${CLAIM}message_type`] = 'LtiSubmissionReviewRequest';
    }),
    /message type/,
  ],
  [
    'an expired token',
    claims((c) => {
      c.exp = Math.floor(Date.now() / 1000) - 60;
    }),
    /expired/,
  ],
  [
    'issued in the future',
    claims((c) => {
      c.iat = Math.floor(Date.now() / 1000) + 3600;
    }),
    /five minutes/,
  ],
  [
    'no deployment id',
    claims((c) => {
      delete c[`${CLAIM}deployment_id`];
    }),
    /deployment/,
  ],
  [
    'no resource link id',
    claims((c) => {
      c[`${CLAIM}resource_link`] = { title: 'x' };
    }),
    /resource link/,
  ],
  ['no user (sub)', claims((c) => void delete c.sub), /sub/],
  // What ltijs checked after the signature, now checked by the tool's own launch path.
  [
    'not valid yet (nbf in the future)',
    claims((c) => {
      c.nbf = Math.floor(Date.now() / 1000) + 3600;
    }),
    /not valid yet/,
  ],
  [
    'no roles',
    claims((c) => {
      delete c[`${CLAIM}roles`];
    }),
    /roles/,
  ],
  [
    'a resource link launch without its target link',
    claims((c) => {
      delete c[`${CLAIM}target_link_uri`];
    }),
    /target link/,
  ],
  // Further forgeries.
  [
    'a wrong audience',
    claims((c) => {
      c.aud = 'someone-else';
    }),
    /audience/,
  ],
  [
    'several audiences without azp',
    claims((c) => {
      c.aud = [h.platform.clientId, 'other'];
    }),
    /azp/,
  ],
  [
    'a wrong azp',
    claims((c) => {
      c.azp = 'other';
    }),
    /azp/,
  ],
  [
    'alg none',
    async (s) => ({ form: { id_token: unsigned(h.platform.claims({ nonce: s.nonce })), state: s.state } }),
    /RS256/,
  ],
  ['HS256', claims(() => undefined, { alg: 'HS256' }), /RS256/],
  [
    'a tampered signature',
    async (s) => {
      const token = await h.platform.sign(h.platform.claims({ nonce: s.nonce }));
      const [head, body] = token.split('.');
      const other = await h.platform.sign(h.platform.claims({ nonce: s.nonce, sub: 'someone-else' }));
      return { form: { id_token: `${head}.${body}.${other.split('.')[2]}`, state: s.state } };
    },
    /signature/,
  ],
  ['signed with another key', claims(() => undefined, { key: 'other' }), /signature/],
  [
    'a nonce the tool never issued',
    claims((c) => {
      c.nonce = 'nonce-of-my-own';
    }),
    /nonce/,
  ],
  [
    'an unknown deployment',
    claims((c) => {
      c[`${CLAIM}deployment_id`] = 'deployment-999';
    }),
    /not registered/,
  ],
  [
    'a wrong issuer',
    claims((c) => {
      c.iss = 'https://evil.example';
    }),
    /issuer/,
  ],
  [
    'a forged state',
    async (s) => ({
      form: { id_token: await h.platform.sign(h.platform.claims({ nonce: s.nonce })), state: 'forged-state' },
    }),
    /not started by this tool/,
  ],
  [
    'no browser binding (another browser posts the launch)',
    async (s) => ({
      form: { id_token: await h.platform.sign(h.platform.claims({ nonce: s.nonce })), state: s.state },
      cookie: '',
    }),
    /browser/,
  ],
];

describe('forged and broken launches are refused with a 4xx page that says why', () => {
  it.each(cases)('%s', async (_name, forge, reason) => {
    const started = await login(h);
    const { form, cookie } = await forge(started);
    const page = await launch(h, form, cookie ?? started.cookie);
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    expect(page.html).toMatch(reason);
    expect(page.html).not.toContain('/widgets/loader.js');
    expect(page.html).not.toMatch(/\bat \w+ \(|node_modules/);
    expect(launchSession(page.html)).toBeNull();
  });

  it('a replayed id_token (same login) is refused, and so is the same token under a new login', async () => {
    const started = await login(h);
    const token = await h.platform.sign(h.platform.claims({ nonce: started.nonce }));
    expect((await launch(h, { id_token: token, state: started.state }, started.cookie)).status).toBe(200);
    const again = await launch(h, { id_token: token, state: started.state }, started.cookie);
    expect(again.status).toBe(401);
    const fresh = await login(h);
    const moved = await launch(h, { id_token: token, state: fresh.state }, fresh.cookie);
    expect(moved.status).toBe(401);
    expect(moved.html).toMatch(/nonce/);
    expect(decodeJwt(token).nonce).toBe(started.nonce);
  });

  it('an unregistered platform cannot even start a login', async () => {
    const res = await fetch(
      `${h.toolUrl}/lti/login?iss=${encodeURIComponent('https://unknown.example')}&login_hint=x&target_link_uri=${encodeURIComponent(`${h.toolUrl}/lti/launch`)}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('not registered');
  });
});

describe('malformed cookies', () => {
  it('a malformed value of the launch cookie is ignored (a 401 page, not a 500)', async () => {
    const started = await login(h);
    const name = started.cookie
      .split('; ')
      .map((c) => c.split('=')[0]!)
      .find((c) => c.startsWith('modkit_lti_'));
    expect(name).toBeDefined();
    const token = await h.platform.sign(h.platform.claims({ nonce: started.nonce }));
    const page = await launch(h, { id_token: token, state: started.state }, `${name}=%E0%A4%A`);
    expect(page.status).toBe(401);
    expect(page.html).toMatch(/browser/);
    expect(page.html).not.toMatch(/\bat \w+ \(|node_modules|URIError/);
    expect(launchSession(page.html)).toBeNull();
  });

  it('malformed cookies beside the right one do not stop the launch', async () => {
    const started = await login(h);
    const token = await h.platform.sign(h.platform.claims({ nonce: started.nonce }));
    const page = await launch(
      h,
      { id_token: token, state: started.state },
      `broken=%; =; other="unterminated; ${started.cookie}; trailing=%ZZ`,
    );
    expect(page.status).toBe(200);
    expect(launchSession(page.html)).not.toBeNull();
  });
});

describe("the id_token's key", () => {
  /** A launch of a fresh login, its token signed by the platform (or by `signed`); `between` runs after the login. */
  async function launchSigned(
    signed?: (claims: Record<string, unknown>) => string,
    between: () => Promise<unknown> = async () => undefined,
  ) {
    const started = await login(h);
    await between();
    const c = h.platform.claims({ nonce: started.nonce, sub: 'key-checks' });
    const idToken = signed ? signed(c) : await h.platform.sign(c);
    return launch(h, { id_token: idToken, state: started.state }, started.cookie);
  }

  it('an RSA key under 2048 bits is refused, even one the platform publishes', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    h.platform.keySet.extra = [{ ...publicKey.export({ format: 'jwk' }), kid: 'weak-key', alg: 'RS256' }];
    try {
      const page = await launchSigned((c) => {
        const now = Math.floor(Date.now() / 1000);
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const signing = `${part({ alg: 'RS256', kid: 'weak-key' })}.${part({ ...c, iat: now, exp: now + 300 })}`;
        return `${signing}.${sign('sha256', Buffer.from(signing), privateKey).toString('base64url')}`;
      });
      expect(page.status).toBe(401);
      expect(page.html).toContain('could not be validated');
      expect(launchSession(page.html)).toBeNull();
    } finally {
      h.platform.keySet.extra = undefined;
    }
  });

  it('a key set the tool cannot read refuses the launch with a page (never a 500), and it works again after', async () => {
    forgetKeySets();
    h.platform.keySet.down = true;
    try {
      const page = await launchSigned();
      expect(page.status).toBe(401);
      expect(page.html).toContain('could not be validated');
      expect(launchSession(page.html)).toBeNull();
    } finally {
      h.platform.keySet.down = false;
    }
    expect((await launchSigned()).status).toBe(200);
  });

  it('a platform ltijs holds inactive since the login began is refused with 403, and launches again once active', async () => {
    const platform = await h.tool.provider.getPlatform(h.platform.url, h.platform.clientId);
    if (!platform) throw new Error('the test platform is registered');
    try {
      const page = await launchSigned(undefined, () => platform.platformActive(false));
      expect(page.status).toBe(403);
      expect(page.html).toContain('waiting for an administrator');
      expect(launchSession(page.html)).toBeNull();
    } finally {
      await platform.platformActive(true);
    }
    expect((await launchSigned()).status).toBe(200);
  });
});
