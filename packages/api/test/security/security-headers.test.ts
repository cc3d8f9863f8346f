import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';
import { policy, sha256 } from './csp';

/** Security headers of the api (security issue, item 10), as a browser receives them. */
let server: TestServer;
let https: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  https = await startTestServer({ publicUrl: 'https://learn.example.org' });
});
afterAll(async () => {
  await server.close();
  await https.close();
});

const headersOf = async (target: TestServer, path: string, init: RequestInit = {}) =>
  (await fetch(target.url + path, init)).headers;

describe('every api answer', () => {
  it.each([
    ['a JSON answer', '/health'],
    ['an error', '/no-such-route'],
    ['the OpenAPI document', '/openapi.json'],
  ])('%s: nothing loads or frames it, no sniffing, no referrer', async (_name, path) => {
    const headers = await headersOf(server, path);
    expect(policy(headers)).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it('lets partner pages show public files in <img> (cross-origin resource policy)', async () => {
    expect((await headersOf(server, '/health')).get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('HTTPS only where the site is served over HTTPS', () => {
  it('sends no Strict-Transport-Security on a plain http development server', async () => {
    expect((await headersOf(server, '/health')).get('strict-transport-security')).toBeNull();
  });

  it('sends it behind a local proxy that says the request came over https', async () => {
    const headers = await headersOf(server, '/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends it on every answer when PUBLIC_URL is https', async () => {
    expect((await headersOf(https, '/health')).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the api pages', () => {
  it('/api/docs runs no script and allows exactly its own stylesheet, by hash', async () => {
    const res = await fetch(`${server.url}/docs`);
    const page = await res.text();
    const csp = policy(res.headers);
    expect(page).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(csp['style-src']).toEqual([sha256(styles[0]!)]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it("the test gateway's checkout page may be framed by the app's own origin only, and posts to the api", async () => {
    const { ctx } = server.api;
    await ensurePackages(ctx);
    const learner = await createUser(ctx, { packageName: 'FREE' });
    const premium = await ctx.db
      .selectFrom('packages')
      .select('id')
      .where('name', '=', 'PREMIUM')
      .executeTakeFirstOrThrow();
    const order = await server.call('POST', '/orders', {
      token: learner.token,
      json: { package_id: premium.id, currency: 'USD' },
    });
    const res = await fetch(`${server.url}/payments/test-gateway/${order.body.data.gateway_reference_id}`);
    const page = await res.text();
    const csp = policy(res.headers);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(page).not.toMatch(/<script|\sstyle=/i);
    const style = page.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(csp['style-src']).toEqual([sha256(style!)]);
  });
});
