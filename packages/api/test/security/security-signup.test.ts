import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/messaging/mail';
import { startTestServer, type TestServer } from '../support/harness';

// Issue 13 item 11: signup and instant signup (a 32 MiB scrypt each) are limited per client address, and
// forgot-password answers a known and an unknown address with the same body after the same work.
describe('signups per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });
  afterAll(() => server.close());

  // The server trusts a proxy on loopback, so X-Forwarded-For stands for the client's address.
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const instant = (ip: string, email: string) =>
    server.call('POST', '/auth/instant-signup', {
      headers: from(ip),
      json: {
        email,
        password: 'Limit-pass-1',
        password_confirmation: 'Limit-pass-1',
        first_name: 'Lee',
        recaptchaResponse: 'x',
      },
    });

  it('allows 20 signups in 10 minutes from one address, then answers 429 to both kinds', async () => {
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      form.append('email', 'not-an-address');
      const res = await server.call('POST', '/auth/signup', { headers: from('203.0.113.7'), form });
      expect(res.status).toBe(422);
    }
    const signup = new FormData();
    signup.append('email', 'late@modkit.test');
    const refused = await server.call('POST', '/auth/signup', { headers: from('203.0.113.7'), form: signup });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many attempts. Please try again in a few minutes.',
      error: {},
    });
    expect((await instant('203.0.113.7', 'late2@modkit.test')).status).toBe(429);
    // Another address is not affected.
    expect((await instant('198.51.100.4', 'elsewhere@modkit.test')).status).toBe(201);
  });
});

describe('forgot-password', () => {
  let server: TestServer;
  let release: () => void = () => {};
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    // A mail service that holds every message until released: the answer must not wait for it.
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startTestServer({
      seedDemo: true,
      mail: {
        async send(message) {
          await gate;
          sent.push(message);
        },
      },
    });
  });
  afterAll(async () => {
    release();
    await server.close();
  });

  const ask = async (email: string) => {
    const response = await fetch(`${server.url}/auth/forget-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return {
      status: response.status,
      length: response.headers.get('content-length'),
      body: await response.json(),
    };
  };

  it('answers a known and an unknown address alike, without waiting for the mail', async () => {
    const known = await ask('learner@modkit.test');
    const unknown = await ask('nobodyhere@modkit.test');
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      data: null,
      message: 'If an account exists for this e-mail, a password reset link has been sent.',
    });
    // The known address was answered while its mail was still held back.
    expect(sent).toEqual([]);
    release();
    await server.api.ctx.background.settled();
    expect(sent.map((m) => m.to)).toEqual(['learner@modkit.test']);
  });
});
