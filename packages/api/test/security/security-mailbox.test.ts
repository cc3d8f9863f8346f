import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';

// Issue 13 item 4: the developer mailbox lists every reset and verification link, so it exists only in
// development and answers only requests from this machine.
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the developer mailbox', () => {
  let dev: TestServer;
  beforeAll(async () => {
    dev = await startTestServer();
    await dev.call('POST', '/auth/forget-password', { json: { email: 'nobody@modkit.test' } });
  });
  afterAll(() => dev.close());

  it('answers a request from loopback in development', async () => {
    const res = await dev.call('GET', '/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual(expect.any(Array));
  });

  it('answers 404 to a client a local proxy forwards from elsewhere', async () => {
    const res = await dev.call('GET', '/dev/mailbox', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', error: {} });
  });

  it.skipIf(!externalAddress)('answers 404 to a connection from another address', async () => {
    const server: Server = await new Promise((resolve) => {
      const s = dev.api.app.listen(0, externalAddress as string, () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://${externalAddress}:${port}/dev/mailbox`);
      expect(res.status).toBe(404);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('does not exist in production, even from loopback', async () => {
    const production = await startTestServer({ production: true });
    try {
      const res = await production.call('GET', '/dev/mailbox');
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
