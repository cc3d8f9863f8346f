import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo } from '../support/security-helpers';

/**
 * Web push against a local push service that speaks the protocol (RFC 8030 over https, RFC 8291 payload
 * encryption, RFC 8292 VAPID): a notification created after a browser subscribed reaches it once, encrypted
 * for that browser and signed with the server's application key; a 410 answer removes the subscription;
 * an endpoint on a private address is never called unless the server allows it (tests only).
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let pushService: Server;
let pushUrl: string;
let ca: string;
const received: Received[] = [];

beforeAll(async () => {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  ca = pems.cert;
  pushService = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

/** A browser's subscription keys (P-256 and a 16-byte auth secret), kept to decrypt what arrives. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey('base64url'), authText: auth.toString('base64url') };
}

/** Earns 'Get the Idea' points on the `nth` published module (a notification for the learner). */
async function earnPoints(server: TestServer, token: string, nth: number) {
  const search = await server.call('GET', `/modules/search?status=PUBLISH&limit=1&page=${nth}`, { token });
  const moduleId = search.body.data.results[0].id as number;
  await server.call('POST', '/modules/assign', { token, json: { modules: [moduleId] } });
  const patched = await server.call('PATCH', `/modules/my-modules/${moduleId}/completed_percentage`, {
    token,
    json: { completed_percentage: 33, completed_tab: 1 },
  });
  expect(patched.body.meta.points_awarded).toBe(50);
}

describe('web push', () => {
  let server: TestServer;
  let tokens: Record<'learner' | 'mentor', string>;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true, pushAllowPrivate: true, pushCa: ca });
    tokens = await loginDemo(server, ['learner', 'mentor']);
  });
  afterAll(() => server.close());

  it('pushes a new notification once, encrypted for the browser and signed with the public key', async () => {
    const { body } = await server.call('GET', '/push/public-key');
    const publicKey = body.data.publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // What happened before the browser subscribed is not pushed.
    await server.api.ctx.push!.flush();
    received.length = 0;

    const keys = browserKeys();
    const subscribed = await server.call('POST', '/users/notification-subscribe', {
      token: tokens.learner,
      json: { endpoint: `${pushUrl}/push/maya`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
    });
    expect(subscribed.status).toBe(201);
    await earnPoints(server, tokens.learner, 31);
    expect(await server.api.ctx.push!.flush()).toBe(1);
    expect(await server.api.ctx.push!.flush()).toBe(0);

    expect(received).toHaveLength(1);
    const [push] = received as [Received];
    expect(push.path).toBe('/push/maya');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const text = ece.decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.authText,
    });
    expect(JSON.parse(text.toString('utf8'))).toEqual({
      title: 'modkit',
      body: "You earned 50 points for completing 'Get the Idea'.",
      url: '/notifications',
    });
  });

  it('forgets a browser that unsubscribed (410) and never reaches another user', async () => {
    const keys = browserKeys();
    await server.call('POST', '/users/notification-subscribe', {
      token: tokens.mentor,
      json: { endpoint: `${pushUrl}/gone/daniel`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
    });
    await server.api.ctx.push!.flush();
    received.length = 0;
    await earnPoints(server, tokens.learner, 32);
    await server.api.ctx.push!.flush();
    expect(received.map((r) => r.path)).toEqual(['/push/maya']);

    await server.api.ctx.db
      .insertInto('notifications')
      .values({
        user_id: (await server.call('GET', '/users/profile', { token: tokens.mentor })).body.data.id,
        body: 'x',
        is_read: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await server.api.ctx.push!.flush();
    expect(received.map((r) => r.path)).toEqual(['/push/maya', '/gone/daniel']);
    const left = await server.api.ctx.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((s) => s.endpoint)).toEqual([`${pushUrl}/push/maya`]);
  });
});

describe('web push to a private address', () => {
  it('is never called, by address or by a name that resolves to one, unless the server allows it', async () => {
    const server = await startTestServer({ seedDemo: true, pushCa: ca });
    try {
      const tokens = await loginDemo(server, ['learner']);
      await server.api.ctx.push!.flush();
      received.length = 0;
      const keys = browserKeys();
      await server.call('POST', '/users/notification-subscribe', {
        token: tokens.learner,
        json: { endpoint: `${pushUrl}/push/private`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      });
      // Another browser of the same user, at a name that resolves to loopback (refused in the lookup).
      const other = browserKeys();
      await server.call('POST', '/users/notification-subscribe', {
        token: tokens.learner,
        json: {
          endpoint: `${pushUrl.replace('127.0.0.1', 'localhost')}/push/by-name`,
          keys: { p256dh: other.p256dh, auth: other.authText },
        },
      });
      await earnPoints(server, tokens.learner, 33);
      expect(await server.api.ctx.push!.flush()).toBe(0);
      expect(received).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('the push sender when the api closes (a server stopping, a command-line tool ending)', () => {
  it('ends the run in hand and starts none of the queued ones: nothing reaches the closed database', async () => {
    const logged: unknown[] = [];
    const server = await startTestServer({ seedDemo: true, log: (error) => logged.push(error) });
    const push = server.api.ctx.push!;
    // The demo's notifications wait to be pushed; runs pile up as the timer's do while a long import holds the process.
    const runs = [push.flush(), push.flush(), push.flush()];
    await server.api.close();
    await server.close();
    const settled = await Promise.allSettled(runs);
    expect(settled.filter((run) => run.status === 'rejected')).toEqual([]);
    expect(logged).toEqual([]);
  });
});
