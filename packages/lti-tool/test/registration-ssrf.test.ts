/**
 * GET /lti/register needs no credentials, so the URL it fetches is the caller's: it must not reach the
 * tool's own machine or network (loopback, private, link-local, unique-local addresses, after DNS), and its
 * answer must not tell what it found there. Default options (but the rate limit): private addresses are not allowed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './tool-harness';

let h: Harness;
/** Every request that reached a server of ours on 127.0.0.1 other than the tool. */
const reached: string[] = [];
let listener: Server;
let listenerPort = 0;
beforeAll(async () => {
  // Many attempts from one address: above the registration rate limit (its own suite: registration-limit).
  h = await startHarness({ registrationLimitPerIp: 1000 });
  listener = createServer((req, res) => {
    reached.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  listener.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  listenerPort = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  listener?.closeAllConnections();
  await new Promise((resolve) => listener?.close(resolve));
  await h?.close();
});

async function register(configurationUrl: string) {
  const res = await fetch(
    `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(configurationUrl)}&registration_token=reg-token-1`,
  );
  return { status: res.status, html: await res.text() };
}

/** The reason on a refusal page. */
const reason = (html: string) => /<p id="reason">([^<]*)<\/p>/.exec(html)?.[1] ?? html;

describe('dynamic registration does not fetch internal addresses', () => {
  it('the tool’s own api (was: “answered 404”) and a closed port (was: 500) get the same 400 page', async () => {
    const port = new URL(h.toolUrl).port;
    const own = await register(`http://127.0.0.1:${port}/api/nope`);
    const closed = await register('http://127.0.0.1:1/');
    for (const answer of [own, closed]) {
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('could not read the configuration');
      expect(answer.html).not.toMatch(/answered|404|500|ECONNREFUSED/);
    }
    expect(reason(own.html)).toBe(reason(closed.html));
  });

  it.each([
    ['loopback', (p: number) => `http://127.0.0.1:${p}/.well-known/openid-configuration`],
    ['loopback by name (DNS)', (p: number) => `http://localhost:${p}/.well-known/openid-configuration`],
    ['loopback in decimal', (p: number) => `http://2130706433:${p}/`],
    ['loopback in IPv6', (p: number) => `http://[::1]:${p}/`],
    ['IPv4-mapped loopback', (p: number) => `http://[::ffff:127.0.0.1]:${p}/`],
    ['the unspecified address', (p: number) => `http://0.0.0.0:${p}/`],
    ['the cloud metadata address (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'http://10.0.0.1/.well-known/openid-configuration'],
    ['a private network (192.168)', () => 'http://192.168.1.1/'],
    ['an IPv6 unique-local address', () => 'http://[fd00::1]/'],
    ['an IPv6 link-local address', () => 'http://[fe80::1]/'],
  ])('%s is refused without a request', async (_name, url) => {
    const before = reached.length;
    const started = Date.now();
    const answer = await register(url(listenerPort));
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('could not read the configuration');
    expect(reached).toHaveLength(before);
    // Refused before connecting: no waiting on an address that does not answer.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a registering platform on 127.0.0.1 (the test LMS) is refused and never receives a registration', async () => {
    const answer = await register(`${h.platform.url}/.well-known/openid-configuration`);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('could not read the configuration');
    expect(h.platform.registrations).toEqual([]);
    expect(await h.tool.listPlatforms()).toEqual([
      expect.objectContaining({ issuer: h.platform.url, clientId: h.platform.clientId, status: 'approved' }),
    ]);
  });

  it.each([
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com/config'],
    ['data:', 'data:application/json,{}'],
    ['no URL', 'not a url'],
  ])('a %s URL is refused', async (_name, url) => {
    const answer = await register(url);
    expect(answer.status).toBe(400);
    expect(answer.html).toMatch(/https URL/);
  });
});
