import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken, type LtiIdentity, provisionLtiUser } from '../../src/accounts/lti-provisioning';
import { monthRange } from '../../src/supervision/month-range';
import { computeDashboard } from '../../src/supervision/super-mentor/super-mentor-dashboard';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { dashboardFromRows } from '../supervision/dashboard-totals-reference';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Issue 43: an LMS's (or a partner's) learner sees the address their school sent as what it is and can claim
 * it: a single-use link mailed there makes it the account's own when followed while signed in, or — when the
 * person's own account has it — asks that account's owner, who joins the two only by signing in and
 * confirming. Before that, nothing is mailed to such a learner anywhere.
 */
let server: TestServer;
const ISSUER = 'https://canvas.riverside.example';
const FROM = 'Riverside Canvas';
let subjects = 0;

beforeAll(async () => {
  server = await startTestServer();
  await seedMiniCatalogue(server.api.ctx);
});
afterAll(() => server?.close());

const ctx = () => server.api.ctx;

/** An LMS learner as a launch provisions them (the platform's name with the address it sends): id and token. */
async function lmsLearner(email: string | null, extra: Partial<LtiIdentity> = {}) {
  const identity: LtiIdentity = {
    issuer: ISSUER,
    subject: `learner-${++subjects}`,
    role: 'STUDENT',
    email,
    givenName: 'Ada',
    familyName: 'Lovelace',
    source: FROM,
    ...extra,
  };
  const { userId } = await provisionLtiUser(ctx(), identity);
  return { id: userId, token: await issueAccessToken(ctx(), userId), identity };
}

/** The newest mail to an address (the development mailbox), or undefined. */
async function latestMail(to: string) {
  const box = await server.call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
  return box.body.data.results[0] as { subject: string; text: string } | undefined;
}
const linkToken = (text: string) => /\/claim-address\?token=([\w%-]+)/.exec(text)?.[1] ?? '';
const claim = (token: string) => server.call('POST', '/users/school-address/claim', { token });
const follow = (signedIn: string | undefined, link: string) =>
  server.call('POST', '/users/school-address/confirm', {
    ...(signedIn ? { token: signedIn } : {}),
    json: { token: decodeURIComponent(link) },
  });
const profile = async (token: string) => (await server.call('GET', '/users/profile', { token })).body.data;

describe(`an LMS learner's address from their school (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('shows as the school’s, and a link mailed there, followed while signed in, makes it the account’s own', async () => {
    const ada = await lmsLearner('ada@school.example');
    const before = await profile(ada.token);
    expect(before.email).toMatch(/^lti-\w+@lms\.modkit\.invalid$/);
    expect(before.school_address).toEqual({ email: 'ada@school.example', from: FROM });

    const sent = await claim(ada.token);
    expect([sent.status, sent.body.message]).toEqual([
      200,
      'We sent a link to ada@school.example. Open it while you are signed in to this account to make the address yours.',
    ]);
    const mail = (await latestMail('ada@school.example'))!;
    expect(mail.subject).toBe('Make this your modkit address');
    expect(mail.text).toContain(`${FROM} gave modkit this address for your account.`);
    const link = linkToken(mail.text);

    // The link alone does nothing: signed out it is refused, signed in to another account too.
    expect((await follow(undefined, link)).status).toBe(401);
    const stranger = await createUser(ctx(), {});
    expect((await follow(stranger.token, link)).status).toBe(400);

    const followed = await follow(ada.token, link);
    expect([followed.status, followed.body.data]).toEqual([
      200,
      { state: 'OWN', email: 'ada@school.example' },
    ]);
    expect(followed.body.message).toBe("ada@school.example is now your account's address.");
    const after = await profile(ada.token);
    expect([after.email, after.verified, after.school_address]).toEqual(['ada@school.example', true, null]);
    // Once: the link is used. And the address is the account's now: its password reset mail goes there.
    expect((await follow(ada.token, link)).status).toBe(400);
    await server.call('POST', '/auth/forget-password', { json: { email: 'ada@school.example' } });
    await ctx().background.settled();
    expect((await latestMail('ada@school.example'))!.subject).toBe('Reset your modkit password');
  });

  it('a link works only for the address it was mailed to: when the LMS sends another, it is void', async () => {
    const bo = await lmsLearner('bo@school.example');
    await claim(bo.token);
    const link = linkToken((await latestMail('bo@school.example'))!.text);
    await provisionLtiUser(ctx(), { ...bo.identity, email: 'bo.new@school.example' });
    expect((await follow(bo.token, link)).status).toBe(400);
    expect((await profile(bo.token)).school_address).toEqual({ email: 'bo.new@school.example', from: FROM });
  });

  it('nothing is mailed to such a learner before: not to the placeholder, never to the unverified address', async () => {
    const cy = await lmsLearner('cy@school.example');
    const placeholder = (await profile(cy.token)).email as string;
    const mentor = await createUser(ctx(), { role: 'MENTOR' });
    await ctx()
      .db.insertInto('mentor_learners')
      .values({ mentor_id: mentor.id, learner_id: cy.id, created_at: new Date().toISOString() })
      .execute();
    const at = new Date(Date.now() + 48 * 3_600_000);
    at.setUTCMinutes(0, 0, 0);
    const date = `${String(at.getUTCDate()).padStart(2, '0')}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${at.getUTCFullYear()}`;
    const session = await server.call('POST', '/users/sessions', {
      token: mentor.token,
      json: { learner_id: cy.id, date, time: `${at.getUTCHours()}:00`, scheduled_on: at.toISOString() },
    });
    expect(session.status).toBe(201);
    await server.call('POST', '/auth/forget-password', { json: { email: placeholder } });
    await ctx().background.settled();
    const deletion = await server.call('POST', '/users/account/deletion-link', { token: cy.token });
    expect(deletion.status).toBe(400);
    expect(deletion.body.message).toMatch(/^Your account has no address of its own to send the link to/);
    const outbox = await ctx().db.selectFrom('mail_outbox').select('to_address').execute();
    expect(outbox.map((m) => m.to_address)).not.toContain(placeholder);
    expect(outbox.map((m) => m.to_address)).not.toContain('cy@school.example');
    // The learner still hears of the session in the app.
    const notes = await server.call('GET', '/users/notifications', { token: cy.token });
    expect(notes.body.data.results[0].body).toContain('scheduled a session');
  });
});

describe('when the person’s own account already has the address', () => {
  const now = () => new Date().toISOString();
  const month = { month: new Date().getUTCMonth() + 1, year: new Date().getUTCFullYear() };

  /** A super mentor's dashboard from the totals the database keeps, and summed from the rows: equal. */
  async function expectTotalsEqualRows(superId: number) {
    const me = { id: superId } as never;
    const fromTotals = await computeDashboard(ctx(), me, { ...month, comparisionByMonth: [] });
    const fromRows = await dashboardFromRows(ctx(), superId, {}, monthRange(month.year, month.month), []);
    expect(fromTotals).toEqual(fromRows);
    return fromTotals;
  }

  /** Bea's own account, and her LMS account (with the same address from her school), each with some history. */
  async function twoAccounts(address: string) {
    const own = await createUser(ctx(), {
      email: address,
      first_name: 'Bea',
      last_name: 'Own',
      packageName: 'FREE',
    });
    const lms = await lmsLearner(address, { givenName: 'Bea', familyName: 'Lms' });
    const [blackHoles, moonPhases] = [
      await idOfKey(ctx(), 'modules', 'black-holes'),
      await idOfKey(ctx(), 'modules', 'moon-phases'),
    ];
    const progress = (user_id: number, module_id: number, pct: number) =>
      ctx()
        .db.insertInto('user_modules')
        .values({
          user_id,
          module_id,
          status: 'IN_PROGRESS',
          completed_percentage: pct,
          completed_tab: 1,
          reflection_question_answer: null,
          assigned_by: null,
          last_viewed_at: null,
          created_at: now(),
          updated_at: now(),
        })
        .execute();
    await progress(own.id, blackHoles, 20);
    await progress(lms.id, blackHoles, 90);
    await progress(lms.id, moonPhases, 60);
    await ctx()
      .db.insertInto('activity_logs')
      .values({ user_id: lms.id, min: 45, created_at: now() })
      .execute();
    return { own, lms, blackHoles, moonPhases };
  }

  async function askedToJoin(address: string) {
    const accounts = await twoAccounts(address);
    await claim(accounts.lms.token);
    const followed = await follow(accounts.lms.token, linkToken((await latestMail(address))!.text));
    expect([followed.status, followed.body.data.state]).toEqual([200, 'ASKED']);
    expect(followed.body.message).toBe(
      `${address} already belongs to another modkit account. Sign in to that account and confirm there to join the two accounts.`,
    );
    return accounts;
  }

  it('the link alone joins nothing; its owner signs in, confirms, and the LMS opens their account with its history', async () => {
    const superMentor = await createUser(ctx(), { role: 'SUPER_MENTOR' });
    const mentor = await createUser(ctx(), { role: 'MENTOR', parent_id: superMentor.id });
    const { own, lms, blackHoles, moonPhases } = await askedToJoin('bea@school.example');
    await ctx()
      .db.insertInto('mentor_learners')
      .values({ mentor_id: mentor.id, learner_id: lms.id, created_at: now() })
      .execute();
    const figures = await expectTotalsEqualRows(superMentor.id);
    // Nothing joined yet: the LMS still opens its own account.
    expect((await provisionLtiUser(ctx(), lms.identity)).userId).toBe(lms.id);
    expect((await profile(lms.token)).school_address).toEqual({ email: 'bea@school.example', from: FROM });

    const waiting = await server.call('GET', '/users/account-joins', { token: own.token });
    expect(waiting.body.data).toEqual([
      expect.objectContaining({ email: 'bea@school.example', from: FROM, full_name: 'Bea Lms' }),
    ]);
    const id = waiting.body.data[0].id as number;
    // Only the account asked answers: the LMS account itself cannot, nor anyone else.
    expect((await server.call('POST', `/users/account-joins/${id}`, { token: lms.token })).status).toBe(404);
    const joined = await server.call('POST', `/users/account-joins/${id}`, { token: own.token });
    expect([joined.status, joined.body.message]).toEqual([
      200,
      `The accounts are joined: this account now has the other account's progress, and ${FROM} opens it from now on.`,
    ]);

    expect((await provisionLtiUser(ctx(), lms.identity)).userId).toBe(own.id);
    expect((await server.call('GET', '/users/profile', { token: lms.token })).status).toBe(401);
    const mine = await ctx()
      .db.selectFrom('user_modules')
      .select(['module_id', 'completed_percentage'])
      .where('user_id', '=', own.id)
      .orderBy('module_id')
      .execute();
    // Her own progress where she had some (kept), the LMS account's elsewhere.
    expect(mine).toEqual(
      [
        { module_id: blackHoles, completed_percentage: 20 },
        { module_id: moonPhases, completed_percentage: 60 },
      ].sort((a, b) => a.module_id - b.module_id),
    );
    const mentors = await ctx()
      .db.selectFrom('mentor_learners')
      .select('mentor_id')
      .where('learner_id', '=', own.id)
      .execute();
    expect(mentors).toEqual([{ mentor_id: mentor.id }]);
    // The super mentor's figures follow her: the same minutes, now her account's (the LMS, which opens it now,
    // named it), and the totals still what the rows say.
    const after = await expectTotalsEqualRows(superMentor.id);
    const nowHers = JSON.stringify(figures).replaceAll(`"user_uuid":${lms.id}`, `"user_uuid":${own.id}`);
    expect(JSON.stringify(after)).toContain(`"user_uuid":${own.id}`);
    expect(after).toEqual(JSON.parse(nowHers));
    expect(await server.call('GET', '/users/account-joins', { token: own.token })).toMatchObject({
      body: { data: [] },
    });
  });

  it('its owner may decline: nothing is joined, the accounts stay apart', async () => {
    const { own, lms } = await askedToJoin('cal@school.example');
    const id = (await server.call('GET', '/users/account-joins', { token: own.token })).body.data[0].id;
    const declined = await server.call('DELETE', `/users/account-joins/${id}`, { token: own.token });
    expect([declined.status, declined.body.message]).toEqual([
      200,
      'The request was declined: the accounts stay apart.',
    ]);
    expect((await provisionLtiUser(ctx(), lms.identity)).userId).toBe(lms.id);
    expect((await server.call('POST', `/users/account-joins/${id}`, { token: own.token })).status).toBe(404);
  });
});
