import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathRedactor } from '../../src/http/request-log';
import { OPERATIONS } from '../../src/routes/operations';
import { fileLinksFor } from '../../src/storage/file-links';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * The request log keeps no secret a path or a query carries: a password-reset token (in the path, the
 * spec's wire format), an invitation value, a signed file link, a verification token or a hand-off code in
 * a query. Each is sent as a user's browser would, then looked for in every line of the log.
 */
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  server = await startTestServer({ logger: pino({ level: 'info' }, sink) });
});
afterAll(() => server.close());

/** The log lines of requests whose path starts with `prefix`. */
const urlsLogged = (prefix: string) =>
  lines
    .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
    .filter((url): url is string => url?.startsWith(prefix) ?? false);

describe('the request log', () => {
  it('keeps no reset token, even after a refused attempt leaves the token valid', async () => {
    // An address the forgot-password form takes (letters, digits and dots).
    const learner = await createUser(server.api.ctx, { email: `reader${Date.now()}@example.org` });
    await server.call('POST', '/auth/forget-password', { json: { email: learner.email } });
    await server.api.ctx.background.settled();
    const mail = (await server.call('GET', `/dev/mailbox?to=${encodeURIComponent(learner.email)}`)).body.data
      .results[0];
    const token = (mail.text as string).match(/token=([^\s&]+)/)![1]!;
    const refused = await server.call('POST', `/auth/reset-password/${token}`, {
      json: { password: 'New-pass-123', password_confirmation: 'x' },
    });
    expect(refused.status).toBe(422);
    const changed = await server.call('POST', `/auth/reset-password/${token}`, {
      json: { password: 'New-pass-123', password_confirmation: 'New-pass-123' },
    });
    expect(changed.status).toBe(200);
    expect(lines.join('\n')).not.toContain(token);
    expect(urlsLogged('/auth/reset-password')).toEqual([
      '/auth/reset-password/[redacted]',
      '/auth/reset-password/[redacted]',
    ]);
  });

  it('keeps no invitation value, signed file link, verification token or hand-off code', async () => {
    const mentor = await createUser(server.api.ctx, { role: 'MENTOR' });
    const learner = await createUser(server.api.ctx, {});
    const { value } = (await server.call('GET', '/users/invitation', { token: mentor.token })).body.data;
    expect(
      (await server.call('GET', `/users/mentor-details/${value}`, { token: learner.token })).status,
    ).toBe(200);
    const session = { jti: 'a-session', expiresAt: new Date(Date.now() + 3600_000) };
    const link = await fileLinksFor(server.api.ctx, { user: { id: learner.id, token_version: 0 }, session })(
      '/api/files/invoices/0a1b2c.pdf',
      learner.id,
    );
    const access = new URL(link, server.url).searchParams.get('access')!;
    await server.call('GET', link.replace(/^\/api/, ''), { token: learner.token });
    await server.call('GET', '/auth/verify?activationToken=verify-secret-7f3a&email=x%40school.org');
    await server.call('GET', '/health?code=handoff-secret-9c1d');
    const log = lines.join('\n');
    for (const secret of [value, access, 'verify-secret-7f3a', 'handoff-secret-9c1d'])
      expect(log, secret).not.toContain(secret);
    expect(urlsLogged('/users/mentor-details')).toEqual(['/users/mentor-details/[redacted]']);
    expect(urlsLogged('/files/invoices')).toEqual(['/files/invoices/0a1b2c.pdf']);
  });
});

describe('which path parameters are secrets', () => {
  it('every parameter of the document’s paths is an id or redacted', () => {
    const params = new Set(OPERATIONS.flatMap((o) => [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    const redact = pathRedactor(OPERATIONS.map((operation) => operation.path));
    const redacted = [...params].filter((param) => {
      const operation = OPERATIONS.find((o) => o.path.includes(`{${param}}`))!;
      const sample = operation.path.replace(/\{(\w+)\}/g, (_, name) => (name === param ? 'S3CRET' : '7'));
      return !redact(sample).includes('S3CRET');
    });
    expect(redacted.sort()).toEqual(['token', 'value']);
    for (const id of [...params].filter((param) => !redacted.includes(param!)))
      expect(id).toMatch(/^(id|\w+_id|\w+Id)$/);
  });
});
