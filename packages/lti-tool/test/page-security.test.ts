/**
 * The tool's own pages (security issue, item 10): the OIDC login's storage page, the launch guard's storage
 * check, the registration page, the refusal page and the deep-linking picker each carry a
 * Content-Security-Policy without `unsafe-inline` (a per-response nonce on their inline scripts and
 * styles, no `style=` attributes), `default-src 'none'`, `frame-ancestors *`, only the form targets and
 * fetches they need; and ltijs's helmet sends no Strict-Transport-Security over plain http.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM } from './platform/test-platform';
import { type Harness, launch, login, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  // The test LMS registers itself from 127.0.0.1 (dynamic registration page): private addresses allowed.
  h = await startHarness({ requireApproval: false, registrationAllowPrivate: true });
});
afterAll(async () => {
  await h?.close();
});

const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(url: string, init: RequestInit = {}): Promise<Page> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The policy's directives, by name. */
function directives(policy: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

/** The opening tags of the page's elements of one kind. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

/**
 * What a browser would enforce on the page: a policy with the response's nonce on every inline script and
 * style, no `unsafe-inline`, nothing else loadable, frameable by any LMS; no `style=` attribute (the
 * policy would block it); no HSTS on this plain-http server. Returns the directives.
 */
function expectStrictPage(page: Page, { scripts }: { scripts: boolean }) {
  const policy = page.headers.get('content-security-policy');
  expect(policy).toBeTruthy();
  const d = directives(policy);
  expect(d['default-src']).toEqual(["'none'"]);
  expect(d['frame-ancestors']).toEqual(['*']);
  expect(d['base-uri']).toEqual(["'none'"]);
  expect(d['script-src']).not.toContain("'unsafe-inline'");
  expect(d['style-src']).not.toContain("'unsafe-inline'");
  expect(policy).not.toMatch(/unsafe-(inline|eval|hashes)/);
  const nonce = /^'nonce-([A-Za-z0-9+/=_-]{16,})'$/.exec(d['style-src']?.[0] ?? '')?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(d['style-src']).toEqual([`'nonce-${nonce}'`]);
  expect(d['script-src']).toEqual(scripts ? [`'nonce-${nonce}'`] : ["'none'"]);
  const scriptTags = tags(page.html, 'script');
  expect(scriptTags.length > 0).toBe(scripts);
  for (const tag of [...scriptTags, ...tags(page.html, 'style')]) expect(tag).toContain(`nonce="${nonce}"`);
  expect(page.html).not.toMatch(/<[^>]*\sstyle\s*=/i);
  expect(page.headers.get('strict-transport-security')).toBeNull();
  return { d, nonce };
}

/** An OIDC login from a platform that offers the postMessage storage (the tool answers with a page). */
async function storageLogin(base = h.toolUrl) {
  const query = new URLSearchParams({
    iss: h.platform.url,
    login_hint: 'hint-1',
    target_link_uri: `${base}/lti/launch`,
    client_id: h.platform.clientId,
    lti_deployment_id: h.platform.deploymentId,
    lti_storage_target: '_parent',
  });
  const page = await get(`${base}/lti/login?${query}`);
  const location = /"location":"([^"]+)"/.exec(page.html)?.[1]?.replace(/\\u0026/g, '&') ?? '';
  const url = new URL(location);
  return {
    page,
    state: url.searchParams.get('state') ?? '',
    nonce: url.searchParams.get('nonce') ?? '',
  };
}

describe('the tool’s pages under a strict Content-Security-Policy', () => {
  it('the OIDC login page: nonce’d script, goes on by navigation (no form, no fetch)', async () => {
    const { page, state } = await storageLogin();
    expect(page.status).toBe(200);
    expect(state).not.toBe('');
    expect(page.html).toContain('lti.put_data');
    const { d } = expectStrictPage(page, { scripts: true });
    expect(d['form-action']).toEqual(["'none'"]);
    expect(d['connect-src']).toEqual(["'none'"]);
  });

  it('the launch guard’s storage check: nonce’d script, its form posts back to this tool only', async () => {
    const started = await storageLogin();
    const idToken = await h.platform.sign(h.platform.claims({ nonce: started.nonce, sub: 'csp-learner' }));
    // No cookie (third-party cookies blocked): the page that reads the secret from the platform's storage.
    const page = await launch(h, { id_token: idToken, state: started.state });
    expect(page.status).toBe(200);
    expect(page.html).toContain('lti.get_data');
    const { d } = expectStrictPage(page, { scripts: true });
    expect(page.html).toContain('<form method="post" action="launch">');
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'none'"]);
  });

  it('the refusal page: no script at all, its styles by nonce', async () => {
    const page = await launch(h, { id_token: 'not-a-token', state: 'forged-state' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('id="reason"');
    const { d } = expectStrictPage(page, { scripts: false });
    expect(d['form-action']).toEqual(["'none'"]);
  });

  it('the dynamic registration page (and its refusal): nonce’d script, no form, no fetch', async () => {
    const configuration = `${h.platform.url}/.well-known/openid-configuration`;
    const page = await get(
      `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(configuration)}&registration_token=reg-token-1`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('org.imsglobal.lti.close');
    const { d } = expectStrictPage(page, { scripts: true });
    expect(d['form-action']).toEqual(["'none'"]);
    expect(d['connect-src']).toEqual(["'none'"]);

    const refused = await get(`${h.toolUrl}/lti/register?openid_configuration=nonsense`);
    expect(refused.status).toBe(400);
    expectStrictPage(refused, { scripts: false });
  });

  it('the deep-linking picker: fetches only the tool, posts only to the platform’s return URL (or https)', async () => {
    const started = await login(h);
    const claims = h.platform.claims({
      nonce: started.nonce,
      sub: 'csp-teacher',
      roles: [INSTRUCTOR],
      extra: {
        [`${CLAIM}message_type`]: 'LtiDeepLinkingRequest',
        [`${CLAIM}resource_link`]: undefined,
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
          deep_link_return_url: `${h.platform.url}/deep-link-return`,
          accept_types: ['ltiResourceLink'],
          accept_multiple: true,
        },
      },
    });
    const page = await launch(
      h,
      { id_token: await h.platform.sign(claims), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('Add modkit activities to your course');
    const { d } = expectStrictPage(page, { scripts: true });
    expect(d['connect-src']).toEqual([h.toolUrl]);
    expect(d['form-action']).toEqual([h.platform.url, 'https:']);
  });

  it('each response has a nonce of its own', async () => {
    const one = expectStrictPage(await launch(h, { id_token: 'x', state: 'y' }), { scripts: false });
    const two = expectStrictPage(await launch(h, { id_token: 'x', state: 'y' }), { scripts: false });
    expect(one.nonce).not.toBe(two.nonce);
  });
});

describe('Strict-Transport-Security from ltijs', () => {
  it('is not sent over plain http: the login redirect and the launch page (both through ltijs)', async () => {
    const redirect = await get(
      `${h.toolUrl}/lti/login?${new URLSearchParams({
        iss: h.platform.url,
        login_hint: 'hint-1',
        target_link_uri: `${h.toolUrl}/lti/launch`,
        client_id: h.platform.clientId,
        lti_deployment_id: h.platform.deploymentId,
      })}`,
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('strict-transport-security')).toBeNull();

    const started = await login(h);
    const idToken = await h.platform.sign(h.platform.claims({ nonce: started.nonce, sub: 'hsts-learner' }));
    const page = await launch(h, { id_token: idToken, state: started.state }, started.cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain('/widgets/loader.js');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the tool mounted by a composed server', () => {
  let server: Server;
  let base: string;
  const COMPOSED_NONCE = 'Y29tcG9zZWQtc2VydmVyLW5vbmNl';
  beforeAll(async () => {
    // As host-demo's ltiHeaders: a per-response nonce in res.locals; behind a proxy on this machine.
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use('/lti', (_req, res, next) => {
      res.locals.cspNonce = COMPOSED_NONCE;
      next();
    });
    app.use('/lti', h.tool.router);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('the pages use the composed server’s nonce', async () => {
    const { page } = await storageLogin(base);
    expect(expectStrictPage(page, { scripts: true }).nonce).toBe(COMPOSED_NONCE);
    const refusal = await get(`${base}/lti/launch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id_token=x&state=y',
    });
    expect(refusal.status).toBe(400);
    expect(expectStrictPage(refusal, { scripts: false }).nonce).toBe(COMPOSED_NONCE);
  });

  it('keeps ltijs’s HSTS where the request came over https (a trusted proxy says so)', async () => {
    const login = await get(
      `${base}/lti/login?${new URLSearchParams({
        iss: h.platform.url,
        login_hint: 'hint-1',
        target_link_uri: `${base}/lti/launch`,
        client_id: h.platform.clientId,
        lti_deployment_id: h.platform.deploymentId,
      })}`,
      { headers: { 'X-Forwarded-Proto': 'https' } },
    );
    expect(login.status).toBe(302);
    expect(login.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
