/**
 * GET /lti/register needs no credentials and each attempt fetches the caller's URL and may store a
 * platform, so one client address may attempt only so many registrations (LTI_REGISTRATION_LIMIT_PER_IP;
 * 2 here) in 10 minutes. The client address comes from X-Forwarded-For, believed from the loopback
 * proxy (TRUST_PROXY=loopback) the test's requests come from. The test LMS listens on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(
    { registrationLimitPerIp: 2, registrationAllowPrivate: true },
    { trustProxy: 'loopback' },
  );
});
afterAll(async () => {
  await h?.close();
});

const TOO_MANY = 'Too many attempts. Please try again in a few minutes.';

async function register(
  from: string,
  configurationUrl = `${h.platform.url}/.well-known/openid-configuration`,
) {
  const res = await fetch(
    `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(configurationUrl)}&registration_token=reg-token-1`,
    { headers: { 'X-Forwarded-For': from } },
  );
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('dynamic registration is limited per client address', () => {
  it('the attempt after the limit gets a 429 page with Retry-After and fetches nothing; another address still registers', async () => {
    expect((await register('203.0.113.7')).status).toBe(200);
    expect((await register('203.0.113.7')).status).toBe(200);
    expect(h.platform.registrations).toHaveLength(2);

    const refused = await register('203.0.113.7');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    expect(refused.html).toContain('modkit could not be registered');
    expect(refused.html).toContain(`<p id="reason">${TOO_MANY}</p>`);
    expect(h.platform.registrations).toHaveLength(2);

    const other = await register('198.51.100.9');
    expect(other.status).toBe(200);
    expect(other.html).toContain('modkit is registered with');
    expect(h.platform.registrations).toHaveLength(3);
  });

  it('refused attempts count too', async () => {
    expect((await register('192.0.2.44', 'ftp://example.com/config')).status).toBe(400);
    expect((await register('192.0.2.44', 'not a url')).status).toBe(400);
    const before = h.platform.registrations.length;
    expect((await register('192.0.2.44')).status).toBe(429);
    expect(h.platform.registrations).toHaveLength(before);
  });

  it('IPv6 addresses of one /56 share a count', async () => {
    expect((await register('2001:db8:1:100::1', 'not a url')).status).toBe(400);
    expect((await register('2001:db8:1:1ff::2', 'not a url')).status).toBe(400);
    expect((await register('2001:db8:1:1a0::3', 'not a url')).status).toBe(429);
    expect((await register('2001:db8:1:200::1', 'not a url')).status).toBe(400);
  });

  it('only GET registers: other methods reach no registration (ltijs’s own is off)', async () => {
    const before = h.platform.registrations.length;
    const res = await fetch(
      `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(`${h.platform.url}/.well-known/openid-configuration`)}&registration_token=reg-token-1`,
      { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.77' } },
    );
    expect(res.status).toBe(403);
    expect(h.platform.registrations).toHaveLength(before);
  });
});
