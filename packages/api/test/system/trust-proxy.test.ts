import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * TRUST_PROXY: the client address of the rate limits comes from X-Forwarded-For only when the connection
 * is from a proxy TRUST_PROXY names. The test's requests come from 127.0.0.1.
 */
const signup = (server: TestServer, ip: string) => {
  const form = new FormData();
  form.append('email', 'not-an-address');
  return server.call('POST', '/auth/signup', { headers: { 'X-Forwarded-For': ip }, form });
};

describe.each([
  ['loopback', 'believed: each forwarded client has its own count', [422, 422, 422]],
  ['10.9.9.9', 'ignored from anyone else: every request counts as the proxy’s own address', [422, 422, 429]],
])('TRUST_PROXY=%s', (trustProxy, _what, statuses) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy, signupLimitPerIp: 2 });
  });
  afterAll(() => server.close());

  it(`X-Forwarded-For is ${_what}`, async () => {
    const answers = [];
    for (const ip of ['198.51.100.1', '198.51.100.1', '198.51.100.2'])
      answers.push((await signup(server, ip)).status);
    expect(answers).toEqual(statuses);
  });
});
