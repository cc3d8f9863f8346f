import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { type ParsedMail, simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Mail over SMTP (issues 16 and 17): with `SMTP_URL` each server runs a mail worker that delivers the
 * outbox — here to a real local SMTP server (smtp-server, with a login) — claims each mail first so two
 * servers on one database send it once, and keeps a mail the SMTP server refused for a later try.
 */
const USER = 'modkit';
const PASS = 'smtp-secret';

let smtp: SMTPServer;
let smtpUrl: string;
const received: ParsedMail[] = [];
const accepting = { on: true };

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      if (!accepting.on) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://${USER}:${PASS}@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

let people = 0;
/** A learner with an address the sign-in forms accept. */
const person = (server: TestServer) =>
  createUser(server.api.ctx, { email: `reader${++people}x${Date.now()}@example.org` });
const mailTo = (to: string) => received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));

describe('one server with SMTP_URL', () => {
  let clock = Date.parse('2026-11-25T10:00:00Z');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      smtpUrl,
      mailFrom: 'modkit <no-reply@learn.example.org>',
      publicUrl: 'https://learn.example.org',
      now: () => clock,
      mailDelivery: { pollMs: 60_000, baseDelayMs: 1_000 },
    });
    await ensurePackages(server.api.ctx);
  });
  afterAll(() => server.close());

  it('delivers a password reset to the SMTP server, text and HTML, from MAIL_FROM, with a link to PUBLIC_URL', async () => {
    const { email } = await person(server);
    const asked = await server.call('POST', '/auth/forget-password', { json: { email } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await server.api.ctx.background.settled();
    await server.api.mailSender!.flush();
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Reset your modkit password');
    expect(mail?.from?.value).toEqual([{ name: 'modkit', address: 'no-reply@learn.example.org' }]);
    expect(mail?.text).toMatch(/https:\/\/learn\.example\.org\/reset-password\?token=\S+/);
    expect(mail?.html).toContain('href="https://learn.example.org/reset-password?token=');
    const row = await server.api.ctx.db
      .selectFrom('mail_outbox')
      .select(['sent_at', 'attempts'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sent_at: expect.any(String), attempts: 0 });
  });

  it('keeps a mail the SMTP server refused, and delivers it on a later try', async () => {
    const { email } = await person(server);
    accepting.on = false;
    await server.call('POST', '/auth/forget-password', { json: { email } });
    await server.api.ctx.background.settled();
    await server.api.mailSender!.flush();
    expect(mailTo(email)).toEqual([]);
    const kept = await server.api.ctx.db
      .selectFrom('mail_outbox')
      .select(['sent_at', 'attempts', 'last_error'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringContaining('451') });
    // Not before its back-off ends; then once.
    accepting.on = true;
    await server.api.mailSender!.flush();
    expect(mailTo(email)).toEqual([]);
    clock += 1_500;
    await server.api.mailSender!.flush();
    await server.api.mailSender!.flush();
    expect(mailTo(email)).toHaveLength(1);
  });
});

describe('two servers on one PostgreSQL schema', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgresAdmin;
  afterAll(async () => {
    if (usingPostgres) await admin(`drop schema if exists ${schema} cascade`);
  });

  it('deliver 20 mails written through both, each exactly once, both workers running at once', async (context) => {
    context.skip(
      !usingPostgres,
      'SQLite serves one process: there is no second server to share the outbox with',
    );
    await admin(`create schema ${schema}`);
    const options = { smtpUrl, pgSchema: schema, mailDelivery: { pollMs: 60_000 } };
    const a = await startTestServer(options);
    const b = await startTestServer(options);
    try {
      const emails: string[] = [];
      for (let i = 0; i < 20; i++) {
        const { email } = await person(a);
        emails.push(email);
        await (i % 2 ? b : a).call('POST', '/auth/forget-password', { json: { email } });
      }
      await Promise.all([a.api.ctx.background.settled(), b.api.ctx.background.settled()]);
      await Promise.all([a.api.mailSender!.flush(), b.api.mailSender!.flush(), a.api.mailSender!.flush()]);
      expect(emails.map((email) => mailTo(email).length)).toEqual(Array(20).fill(1));
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('a mail that cannot be delivered', () => {
  /** A JSON logger whose lines land in `lines`. */
  const jsonLogger = (lines: Array<Record<string, unknown>>) =>
    pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
          done();
        },
      }),
    );
  const warnings = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.level === 40);
  /**
   * A port of this machine that nothing listens on: 1 (tcpmux) is below the ephemeral range, so no test's
   * server is ever given it. (A port taken and released by a probe could be handed to another worker's
   * server before the mail was sent: the mailer then waited for a greeting that never came.)
   */
  const CLOSED_PORT = 1;

  it('logs one warning a failed delivery (domain, attempt, next try, SMTP error) and counts failures by kind', async () => {
    let clock = Date.parse('2026-11-25T10:00:00Z');
    const lines: Array<Record<string, unknown>> = [];
    const server = await startTestServer({
      smtpUrl,
      now: () => clock,
      mailDelivery: { pollMs: 60_000, baseDelayMs: 1_000 },
      logger: jsonLogger(lines),
    });
    accepting.on = false;
    try {
      const { email } = await person(server);
      await server.call('POST', '/auth/forget-password', { json: { email } });
      await server.api.ctx.background.settled();
      await server.api.mailSender!.flush();
      clock += 1_500;
      await server.api.mailSender!.flush();
      expect(warnings(lines)).toEqual([
        expect.objectContaining({
          mail: {
            domain: 'example.org',
            attempt: 1,
            next_try: '2026-11-25T10:00:01.000Z',
            kind: 'refused',
            error: expect.stringContaining('451 Mailbox busy, try later'),
          },
        }),
        expect.objectContaining({
          mail: expect.objectContaining({
            attempt: 2,
            next_try: '2026-11-25T10:00:03.500Z',
            kind: 'refused',
          }),
        }),
      ]);
      expect(String(warnings(lines)[0]?.msg)).toMatch(/^mail to @example\.org failed \(attempt 1, next try /);
      expect(JSON.stringify(lines)).not.toContain(email);
      const metrics = await server.api.metrics.registry.metrics();
      expect(metrics).toContain('modkit_mail_failures_total{kind="refused"} 2');
    } finally {
      accepting.on = true;
      await server.close();
    }
  });

  it('names an SMTP server that cannot be reached the first time it fails', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const server = await startTestServer({
      smtpUrl: `smtp://127.0.0.1:${CLOSED_PORT}`,
      mailDelivery: { pollMs: 60_000 },
      logger: jsonLogger(lines),
    });
    try {
      const { email } = await person(server);
      await server.call('POST', '/auth/forget-password', { json: { email } });
      await server.api.ctx.background.settled();
      await server.api.mailSender!.flush();
      expect(warnings(lines)).toEqual([
        expect.objectContaining({
          mail: expect.objectContaining({
            attempt: 1,
            kind: 'unreachable',
            error: expect.stringContaining('ECONNREFUSED'),
          }),
        }),
      ]);
      const metrics = await server.api.metrics.registry.metrics();
      expect(metrics).toContain('modkit_mail_failures_total{kind="unreachable"} 1');
    } finally {
      await server.close();
    }
  });
});
