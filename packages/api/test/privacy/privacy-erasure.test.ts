import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETED_USER_NAME } from '../../src/privacy/erase-account';
import { PRIVACY_MESSAGES } from '../../src/privacy/messages';
import { USER_REFERENCES } from '../../src/privacy/user-references';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { giveLearnerFiles } from '../fixtures/learner-files';
import { type S3Process, startS3Process } from '../fixtures/s3-process';
import { rowsHolding, tableCount } from '../fixtures/scan-database';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';
import { loginDemo } from '../support/security-helpers';

/**
 * Leaving (issue 27, GDPR article 17), on the demo data with its files in a real S3 bucket (s3rver), on
 * SQLite and PostgreSQL: after the demo learner deletes her account, no row of any table and no object of
 * the bucket holds her address, names, phone or files; what others wrote with her stays readable under
 * "Deleted user"; a paid order keeps its receipt; her tokens stop; the address can sign up again.
 */
const engine = usingPostgres ? 'PostgreSQL' : 'SQLite';
const PERSON = { email: 'learner@modkit.test', first: 'Maya', last: 'Thompson', phone: '4155550123' };
const PREFIX = 'school';

let s3: S3Process;
let server: TestServer;
let tokens: Record<'learner' | 'mentor' | 'supermentor' | 'admin', string>;
let learnerId: number;
const thisMonth = { month: new Date().getUTCMonth() + 1, year: new Date().getUTCFullYear() };

beforeAll(async () => {
  s3 = await startS3Process();
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  server = await startTestServer({ seedDemo: true, storageUrl: s3.storageUrl(PREFIX) });
  tokens = await loginDemo(server, ['learner', 'mentor', 'supermentor', 'admin']);
  const { ctx } = server.api;
  learnerId = (
    await ctx.db.selectFrom('users').select('id').where('email', '=', PERSON.email).executeTakeFirstOrThrow()
  ).id;
  // Her files in the bucket: a photo, a project document, an invoice (the certificate is the demo's).
  await giveLearnerFiles(server, { id: learnerId, token: tokens.learner }, 'notes.pdf');
  // A session she schedules with her mentor: his notification and mail name her.
  const mentor = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'mentor@modkit.test')
    .executeTakeFirstOrThrow();
  const at = new Date(Date.now() + 48 * 3600_000);
  at.setUTCMinutes(0, 0, 0);
  const date = `${String(at.getUTCDate()).padStart(2, '0')}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${at.getUTCFullYear()}`;
  const scheduled = await server.call('POST', '/users/sessions', {
    token: tokens.learner,
    json: {
      mentor_id: mentor.id,
      date,
      time: `${at.getUTCHours()}:00`,
      scheduled_on: at.toISOString(),
      description: 'Bridge review',
    },
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

const needles = [PERSON.email, PERSON.first, PERSON.last, PERSON.phone];
const leaderboardIds = async () => {
  const res = await server.call('POST', '/users/supermentor-dashboard', {
    token: tokens.supermentor,
    json: thisMonth,
  });
  expect(res.status).toBe(200);
  return [...res.body.data.timeBasedStudents, ...res.body.data.reflectionBasedStudents].map(
    (s: { user_uuid: number }) => s.user_uuid,
  );
};

describe(`deleting my account on ${engine}, files in an S3 bucket`, () => {
  it('is refused without the right password, and nothing changes', async () => {
    const none = await server.call('DELETE', '/users/account', { token: tokens.learner, json: {} });
    expect(none).toEqual({
      status: 422,
      body: expect.objectContaining({ error: { password: [PRIVACY_MESSAGES.passwordRequired] } }),
    });
    const wrong = await server.call('DELETE', '/users/account', {
      token: tokens.learner,
      json: { password: 'nope' },
    });
    expect(wrong.body.error).toEqual({ password: [PRIVACY_MESSAGES.passwordWrong] });
    expect((await server.call('GET', '/users/profile', { token: tokens.learner })).status).toBe(200);
  });

  it('erases her everywhere: no table, no object holds her address, names, phone or files', async () => {
    const { ctx } = server.api;
    const before = await s3.objects(`${PREFIX}/`);
    const files = await ctx.db
      .selectFrom('users')
      .select('media_path as path')
      .where('id', '=', learnerId)
      .union(ctx.db.selectFrom('certificates').select('path').where('user_id', '=', learnerId))
      .union(
        ctx.db
          .selectFrom('orders')
          .select('invoice_path as path')
          .where('user_id', '=', learnerId)
          .where('invoice_path', 'is not', null),
      )
      .union(
        ctx.db
          .selectFrom('user_project_documents as d')
          .innerJoin('user_projects as p', 'p.id', 'd.user_project_id')
          .select('d.path')
          .where('p.user_id', '=', learnerId),
      )
      .execute();
    const keys = files.map((f) => `${PREFIX}/${f.path!.replace('/api/files/', '')}`);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(keys.every((k) => before.some((o) => o.key === k))).toBe(true);
    expect((await rowsHolding(ctx.db, ctx.dialect, needles)).length).toBeGreaterThan(0);
    expect(await leaderboardIds()).toContain(learnerId);

    const erased = await server.call('DELETE', '/users/account', {
      token: tokens.learner,
      json: { password: DEMO_PASSWORD },
    });
    expect(erased).toEqual({ status: 200, body: { data: null, message: PRIVACY_MESSAGES.erased } });

    const hits = await rowsHolding(ctx.db, ctx.dialect, needles);
    expect(hits).toEqual([]);
    const after = await s3.objects(`${PREFIX}/`);
    expect(after.filter((o) => keys.includes(o.key)).map((o) => o.key)).toEqual([]);
    const holding = after.filter((o) =>
      needles.some((n) => o.bytes.toString('latin1').toLowerCase().includes(n.toLowerCase())),
    );
    expect(holding.map((o) => o.key)).toEqual([]);
    console.log(
      `erasure scan ${JSON.stringify({ engine, tables: await tableCount(ctx.db, ctx.dialect), objectsBefore: before.length, objectsAfter: after.length, filesRemoved: keys.length })}`,
    );
  });

  it('her tokens stop, she cannot sign in, and the address can sign up again', async () => {
    expect((await server.call('GET', '/users/profile', { token: tokens.learner })).status).toBe(401);
    const login = await server.call('POST', '/auth/login', {
      json: { email: PERSON.email, password: DEMO_PASSWORD, recaptchaResponse: 'x' },
    });
    expect(login.status).toBe(400);
    const signup = await server.call('POST', '/auth/instant-signup', {
      json: {
        first_name: 'Maya',
        last_name: 'Again',
        email: PERSON.email,
        password: 'New-pass-12',
        recaptchaResponse: 'x',
      },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(signup.body.data.id).not.toBe(learnerId);
  });

  it('what others wrote with her stays readable, with her shown as "Deleted user"', async () => {
    const { ctx } = server.api;
    const ghost = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'DELETED')
      .executeTakeFirstOrThrow();
    const comment = await ctx.db
      .selectFrom('comments')
      .select(['id', 'module_id'])
      .where('user_id', '=', ghost.id)
      .executeTakeFirstOrThrow();
    const listed = await server.call('GET', `/comments?module_id=${comment.module_id}&limit=100`, {
      token: tokens.mentor,
    });
    const shown = listed.body.data.results.find((c: { id: number }) => c.id === comment.id);
    expect(shown.user.full_name).toBe(DELETED_USER_NAME);
    const sessions = await server.call('GET', '/users/sessions?limit=100', { token: tokens.mentor });
    expect(sessions.status).toBe(200);
    expect(JSON.stringify(sessions.body)).toContain(DELETED_USER_NAME);
    // The mentor's notification that she joined names the "Deleted user".
    const notes = await ctx.db
      .selectFrom('notifications')
      .select('body')
      .where('body', 'like', `${DELETED_USER_NAME}%`)
      .execute();
    expect(notes.length).toBeGreaterThan(0);
  });

  it('a paid order keeps its receipt (package, amount, dates, payment reference) and no more; the leaderboards drop her', async () => {
    const { ctx } = server.api;
    const receipts = await ctx.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.amount',
        'orders.currency',
        'orders.paid_at',
        'orders.gateway_reference_id',
        'orders.invoice_path',
        'users.role',
      ])
      .where('orders.paid_at', 'is not', null)
      .where('users.role', '=', 'DELETED')
      .execute();
    expect(receipts.length).toBeGreaterThan(0);
    for (const r of receipts) {
      expect(r.amount).toBeGreaterThan(0);
      expect(r.paid_at).toBeTruthy();
      expect(r.gateway_reference_id).toBeTruthy();
      expect(r.invoice_path).toBeNull();
    }
    expect(await leaderboardIds()).not.toContain(learnerId);
  });

  it('is logged as a privacy event without personal data', async () => {
    const events = await server.api.ctx.db
      .selectFrom('privacy_events')
      .selectAll()
      .where('kind', '=', 'ERASURE')
      .execute();
    expect(events).toEqual([expect.objectContaining({ requested_by: 'SELF', role: 'STUDENT', files: 4 })]);
    expect(events[0]!.rows).toBeGreaterThan(20);
  });
});

describe('accounts without a password, administrators, the LMS', () => {
  it('an account without a password confirms by the mailed link, once', async () => {
    const { ctx } = server.api;
    const signup = await server.call('POST', '/auth/instant-signup', {
      json: {
        first_name: 'Sol',
        last_name: 'Nopass',
        email: 'sol.nopass@example.org',
        password: 'Pass-word-12',
        recaptchaResponse: 'x',
      },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const id = signup.body.data.id as number;
    // As an account made by social sign-in: no password.
    await ctx.db.updateTable('users').set({ password_hash: null }).where('id', '=', id).execute();
    const token = signup.body.meta.token as string;
    const refused = await server.call('DELETE', '/users/account', {
      token,
      json: { password: 'Pass-word-12' },
    });
    expect(refused.body.error).toEqual({ token: [PRIVACY_MESSAGES.linkRequired] });
    const sent = await server.call('POST', '/users/account/deletion-link', { token });
    expect(sent.body.message).toBe(PRIVACY_MESSAGES.linkSent);
    const mail = await server.call('GET', '/dev/mailbox?to=sol.nopass@example.org');
    const link = /\/delete-account\?token=([\w%-]+)/.exec(mail.body.data.results[0].text)?.[1];
    expect(link).toBeTruthy();
    const wrong = await server.call('DELETE', '/users/account', { token, json: { token: 'not-the-link' } });
    expect(wrong).toEqual({ status: 400, body: { message: PRIVACY_MESSAGES.linkInvalid, error: {} } });
    const done = await server.call('DELETE', '/users/account', {
      token,
      json: { token: decodeURIComponent(link!) },
    });
    expect(done.status).toBe(200);
    expect(await rowsHolding(ctx.db, ctx.dialect, ['sol.nopass@example.org', 'Nopass'])).toEqual([]);
  });

  it('an administrator erases an LMS learner; the next launch from the LMS makes a new account', async () => {
    const { provisionLtiUser } = await import('../../src/accounts/lti-provisioning');
    const { ctx } = server.api;
    const identity = {
      issuer: 'https://lms.example.org',
      subject: 'lms-learner-7',
      role: 'STUDENT' as const,
      email: 'kai.lms@example.org',
      givenName: 'Kai',
      familyName: 'Lmslearner',
      context: { id: 'course-1', title: 'Physics' },
    };
    const first = await provisionLtiUser(ctx, identity);
    const listed = await server.call('GET', '/admin/users?keyword=lmslearner', { token: tokens.admin });
    expect(listed.body.data.results).toEqual([
      expect.objectContaining({ id: first.userId, from_lms: true, has_password: false }),
    ]);
    const erased = await server.call('DELETE', `/admin/users/${first.userId}`, { token: tokens.admin });
    expect(erased).toEqual({ status: 200, body: { data: null, message: PRIVACY_MESSAGES.erasedByAdmin } });
    expect(
      await rowsHolding(ctx.db, ctx.dialect, ['kai.lms@example.org', 'Lmslearner', 'lms-learner-7']),
    ).toEqual([]);
    const next = await provisionLtiUser(ctx, identity);
    expect(next.userId).not.toBe(first.userId);
    const user = await ctx.db
      .selectFrom('users')
      .select('contact_email')
      .where('id', '=', next.userId)
      .executeTakeFirstOrThrow();
    expect(user.contact_email).toBe('kai.lms@example.org');
  });

  it('an administrator cannot erase their own account from the console, nor the last administrator go', async () => {
    const { ctx } = server.api;
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@modkit.test')
      .executeTakeFirstOrThrow();
    const own = await server.call('DELETE', `/admin/users/${admin.id}`, { token: tokens.admin });
    expect(own).toEqual({
      status: 400,
      body: { message: PRIVACY_MESSAGES.ownAccountFromConsole, error: {} },
    });
    const self = await server.call('DELETE', '/users/account', {
      token: tokens.admin,
      json: { password: DEMO_PASSWORD },
    });
    expect(self.status).toBe(400);
    expect((await server.call('GET', '/users/profile', { token: tokens.admin })).status).toBe(200);
    expect((await server.call('DELETE', `/admin/users/${admin.id}`, { token: tokens.mentor })).status).toBe(
      403,
    );
  });

  it.skipIf(usingPostgres)(
    'every foreign key to users is handled by the erasure (a new table cannot be forgotten)',
    async () => {
      const { ctx } = server.api;
      const tables = (
        await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(ctx.db)
      ).rows;
      const references: string[] = [];
      for (const { name } of tables) {
        const keys = (
          await sql<{ table: string; from: string }>`select * from pragma_foreign_key_list(${name})`.execute(
            ctx.db,
          )
        ).rows;
        for (const key of keys) if (key.table === 'users') references.push(`${name}.${key.from}`);
      }
      const handled = USER_REFERENCES.map((r) => `${r.table}.${r.column}`);
      expect(references.filter((r) => !handled.includes(r))).toEqual([]);
    },
  );
});
