import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const preflight = async (s: TestServer, origin: string) => {
  const res = await fetch(`${s.url}/users/profile`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });
  return {
    allow: res.headers.get('access-control-allow-origin'),
    credentials: res.headers.get('access-control-allow-credentials'),
  };
};

describe('CORS for partner pages (bearer tokens, never cookies)', () => {
  it('answers any origin in development', async () => {
    server = await startTestServer({ production: false });
    expect(await preflight(server, 'https://partner.example')).toEqual({
      allow: 'https://partner.example',
      credentials: null,
    });
  });

  it('answers only the configured partner origins', async () => {
    server = await startTestServer({ corsOrigins: ['https://partner.example'] });
    expect((await preflight(server, 'https://partner.example')).allow).toBe('https://partner.example');
    expect((await preflight(server, 'https://evil.example')).allow).toBeNull();
  });

  it('in production without a list, only its own origin', async () => {
    server = await startTestServer({ production: true, publicUrl: 'https://modkit.example' });
    expect((await preflight(server, 'https://modkit.example')).allow).toBe('https://modkit.example');
    expect((await preflight(server, 'https://partner.example')).allow).toBeNull();
  });
});
