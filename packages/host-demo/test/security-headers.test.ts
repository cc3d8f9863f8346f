// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy, sha256 } from '../../api/test/security/csp';
import { startTestPlatform, type TestPlatform } from '../../lti-tool/test/platform/test-platform';
import { type Harness, launch, login } from '../../lti-tool/test/tool-harness';
import type { ComposedServer } from '../src/server/compose';
import { type ComposedOnPort, composedOnPort } from './fixtures/composed-on-port';

/**
 * The composed server's security headers (security issue, item 10), as a browser receives them: the app,
 * /api and its docs, the embed demo and the LTI launch. (The app is built on first use, as `npm start` does;
 * APP_DIST_DIR chooses the folder.)
 */
let started: ComposedOnPort;
let composed: ComposedServer;
let url: string;
let platform: TestPlatform;

beforeAll(async () => {
  started = await composedOnPort('modkit-headers-');
  ({ composed, url } = started);
  platform = await startTestPlatform(url);
  await composed.lti.registerPlatform({
    issuer: platform.url,
    clientId: platform.clientId,
    name: 'Test LMS',
    authenticationEndpoint: `${platform.url}/auth`,
    accessTokenEndpoint: `${platform.url}/token`,
    jwksUrl: `${platform.url}/jwks`,
    deploymentIds: [platform.deploymentId],
  });
}, 300_000);
afterAll(async () => {
  await platform?.close();
  await started?.close();
});

const get = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(url + path, { headers: { Accept: 'text/html' }, ...init });
  return { status: res.status, headers: res.headers, csp: policy(res.headers), html: await res.text() };
};
/** Every `<script>` tag, with its attributes and inline text. */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1]!, text: m[2]! }));

describe('the standalone app', () => {
  it.each(['/', '/my-library', '/login'])(
    '%s: scripts only from our origin, never framed, no sniffing',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.csp['script-src']).toContain("'self'");
      expect(page.csp['script-src']).not.toContain("'unsafe-inline'");
      expect(page.csp['script-src']).not.toContain("'unsafe-eval'");
      expect(page.csp['object-src']).toEqual(["'none'"]);
      expect(page.csp['frame-ancestors']).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('strict-transport-security')).toBeNull();
      // The policy holds for the page as built: scripts from /assets, and the one inline script (the page
      // start, which begins the first api reads) only with this response's nonce; no inline event handler.
      const tags = scripts(page.html);
      expect(tags.length).toBeGreaterThan(0);
      const nonce = /'nonce-([^']+)'/.exec(page.csp['script-src']!.join(' '))?.[1];
      for (const tag of tags) {
        if (tag.text.trim()) expect(tag.attrs).toBe(` nonce="${nonce}"`);
        else expect(tag.attrs).toMatch(/\ssrc="\/assets\//);
      }
      expect(page.html).not.toMatch(/\son[a-z]+=/i);
    },
  );

  it("sends its built scripts with a subresource's headers (nosniff, the resource policy), not a page's", async () => {
    const entry = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec((await get('/')).html)?.[1];
    const res = await fetch(url + entry!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // What governs documents only is not repeated on each of a screen's files (bytes before its first paint).
    for (const header of [
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(res.headers.get(header), header).toBeNull();
    // The widgets' script-tag files likewise, readable from a partner's origin.
    const loader = await fetch(`${url}/widgets/loader.js`);
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('x-content-type-options')).toBe('nosniff');
    expect(loader.headers.get('x-frame-options')).toBeNull();
    const worker = await fetch(`${url}/sw.js`);
    expect(policy(worker.headers)['worker-src']).toEqual(["'self'"]);
    expect(worker.headers.get('x-frame-options')).toBe('DENY');
  });

  it('frames only its own origin (the payment window) and sends HSTS behind an https proxy', async () => {
    const page = await get('/', { headers: { Accept: 'text/html', 'X-Forwarded-Proto': 'https' } });
    expect(page.csp['frame-src']).toContain("'self'");
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('/api through the composed server', () => {
  it('answers data with a policy that loads and frames nothing', async () => {
    const res = await get('/api/health');
    expect(res.csp['default-src']).toEqual(["'none'"]);
    expect(res.csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('/api/docs allows its one stylesheet by hash and no script', async () => {
    const docs = await get('/api/docs');
    const style = /<style>([\s\S]*?)<\/style>/.exec(docs.html)?.[1] ?? '';
    expect(docs.csp['style-src']).toEqual([sha256(style)]);
    expect(docs.csp['script-src']).toBeUndefined();
    expect(docs.csp['default-src']).toEqual(["'none'"]);
    expect(scripts(docs.html)).toEqual([]);
  });
});

describe('the embed demo', () => {
  it("runs only the scripts and styles that carry this answer's nonce, and is never framed", async () => {
    const first = await get('/embed-demo');
    const nonce = /'nonce-([^']+)'/.exec(first.csp['script-src']!.join(' '))?.[1];
    expect(nonce).toBeTruthy();
    expect(first.csp['style-src']).toContain(`'nonce-${nonce}'`);
    expect(first.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(first.csp['frame-ancestors']).toEqual(["'none'"]);
    for (const tag of scripts(first.html)) expect(tag.attrs).toContain(`nonce="${nonce}"`);
    for (const m of first.html.matchAll(/<style\b([^>]*)>/g)) expect(m[1]).toContain(`nonce="${nonce}"`);
    const second = await get('/embed-demo');
    expect(second.csp['script-src']!.join(' ')).not.toContain(nonce);
  });
});

describe('the LTI tool', () => {
  it('lets the LMS frame the launch page (no X-Frame-Options, no frame-ancestors restriction)', async () => {
    const h = { toolUrl: url, platform } as unknown as Harness;
    const started = await login(h);
    const idToken = await platform.sign(platform.claims({ nonce: started.nonce, sub: 'learner-1' }));
    const page = await launch(h, { id_token: idToken, state: started.state }, started.cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain('/widgets/loader.js');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    const csp = policy(page.headers);
    expect(csp['frame-ancestors'] ?? ['*']).toEqual(['*']);
    expect(csp['script-src'] ?? []).not.toContain("'unsafe-inline'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets the LMS frame the OIDC login step too', async () => {
    const res = await get('/lti/login', { redirect: 'manual' });
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(policy(res.headers)['frame-ancestors'] ?? ['*']).toEqual(['*']);
  });
});

describe('compression', () => {
  const encodingOf = async (path: string) => {
    const res = await fetch(url + path, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    return { status: res.status, encoding: res.headers.get('content-encoding') };
  };

  it("sends the app's and the widgets' files and the api's answers gzipped to a browser that accepts it", async () => {
    const entry = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec((await get('/')).html)?.[1];
    expect(entry, "the app's entry script").toBeDefined();
    expect(await encodingOf(entry as string)).toEqual({ status: 200, encoding: 'gzip' });
    expect(await encodingOf('/widgets/loader.js')).toEqual({ status: 200, encoding: 'gzip' });
    // The api's answers too (test/api-compression.test.ts: and not to a client that does not ask).
    expect(await encodingOf('/api/openapi.json')).toEqual({ status: 200, encoding: 'gzip' });
  });
});
