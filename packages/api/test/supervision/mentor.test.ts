import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  for (const who of ['learner', 'free', 'mentor', 'supermentor', 'admin']) {
    const res = await server.call('POST', '/auth/login', {
      json: { email: `${who}@modkit.test`, password: 'Demo-pass-1', recaptchaResponse: 'x' },
    });
    tokens[who] = res.body.meta.token;
    ids[who] = res.body.data.id;
  }
});
afterAll(() => server.close());

describe('My Learners (part 2)', () => {
  it('lists the mentor learners 10 a page, with search', async () => {
    const res = await server.call('GET', '/users/learners?type=LEARNER&page=1&limit=10', {
      token: tokens.mentor,
    });
    expect(res.body.meta.pagination).toEqual({ total: 14, page: 1, limit: 10 });
    expect(res.body.data.results).toHaveLength(10);
    const maya = await server.call('GET', '/users/learners?keyword=maya%20th', { token: tokens.mentor });
    expect(maya.body.data.results).toEqual([
      expect.objectContaining({
        id: ids.learner,
        full_name: 'Maya Thompson',
        userpackages: expect.objectContaining({ packages: { name: 'PREMIUM' } }),
      }),
    ]);
  });

  it('refuses learners and other mentors', async () => {
    expect((await server.call('GET', '/users/learners', { token: tokens.learner })).status).toBe(403);
    expect(
      (await server.call('GET', `/users/learners/${ids.learner}`, { token: tokens.supermentor })).status,
    ).toBe(404);
    const through = await server.call('GET', `/users/learners/${ids.learner}?mentorId=${ids.mentor}`, {
      token: tokens.supermentor,
    });
    expect(through.body.data.full_name).toBe('Maya Thompson');
  });

  it("shows a learner's modules, one module with its projects, and submitted projects", async () => {
    const modules = await server.call('GET', `/users/learners/${ids.learner}/modules?page=1&limit=5`, {
      token: tokens.mentor,
    });
    expect(modules.body.meta.pagination.total).toBe(10);
    expect(modules.body.data.results).toHaveLength(5);
    const assigned = await server.call('GET', `/users/learners/${ids.learner}/modules?status=ASSIGNED`, {
      token: tokens.mentor,
    });
    expect(
      assigned.body.data.results.every(
        (m: { status: string; assignedby: { full_name: string } }) =>
          m.status === 'ASSIGNED' && m.assignedby.full_name === 'Daniel Reyes',
      ),
    ).toBe(true);
    const first = modules.body.data.results.find(
      (m: { reflection_question_answer: string | null }) => m.reflection_question_answer,
    );
    const one = await server.call('GET', `/users/learners/${ids.learner}/modules/${first.module.id}`, {
      token: tokens.mentor,
    });
    expect(one.body.data.usersprojects.length).toBeGreaterThanOrEqual(2);
    const projects = await server.call('GET', `/users/learners/${ids.learner}/projects`, {
      token: tokens.mentor,
    });
    expect(projects.body.data.results[0]).toMatchObject({
      status: 'SUBMITTED',
      project: { type: 'MINI_PROJECT' },
    });
    const detail = await server.call('GET', `/users/user-projects/${projects.body.data.results[0].id}`, {
      token: tokens.mentor,
    });
    expect(detail.body.data.description).toContain('three variations');
    expect(
      (
        await server.call('GET', `/users/user-projects/${projects.body.data.results[0].id}`, {
          token: tokens.free,
        })
      ).status,
    ).toBe(404);
  });

  it('computes the interest cloud and careers from what the learner viewed', async () => {
    const cloud = await server.call('GET', `/users/${ids.learner}/interest-cloud`, { token: tokens.mentor });
    expect(cloud.body.data.length).toBeGreaterThan(0);
    const scores = cloud.body.data.map((c: { score: number }) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const careers = await server.call('GET', `/users/${ids.learner}/career-recommendation`, {
      token: tokens.mentor,
    });
    expect(careers.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(
      (await server.call('GET', `/users/${ids.learner}/interest-cloud`, { token: tokens.free })).status,
    ).toBe(403);
  });

  it('invites by e-mail with the my-library link and spends an invite', async () => {
    const bad = await server.call('POST', '/users/invite', { token: tokens.mentor, json: {} });
    expect(bad.body.error).toEqual({ email: ['Email is Required'], phone: ['Phone number is Required'] });
    const res = await server.call('POST', '/users/invite', {
      token: tokens.mentor,
      json: { email: 'New.Kid@school.test' },
    });
    expect(res.body.message).toBe('Invite sent successfully.');
    const mail = await server.call('GET', '/dev/mailbox?to=new.kid@school.test');
    expect(mail.body.data.results[0].text).toContain(res.body.data.link);
    expect(res.body.data.link).toMatch(/\/my-library\?value=[\w-]+\.[\w-]+\.[\w-]+$/);
    const profile = await server.call('GET', '/users/profile', { token: tokens.mentor });
    expect(profile.body.data.meta.max_invites).toBe(9);
  });

  it('removes one learner and several, with the spec texts', async () => {
    const list = await server.call('GET', '/users/learners?page=2&limit=10', { token: tokens.mentor });
    const [a, b, c] = list.body.data.results.map((l: { id: number }) => l.id);
    expect((await server.call('DELETE', `/users/learners/${a}`, { token: tokens.mentor })).body.message).toBe(
      'Learner removed successfully.',
    );
    const bulk = await server.call('PATCH', '/users/learners/bulk-remove', {
      token: tokens.mentor,
      json: { ids: [b, c] },
    });
    expect(bulk.body.message).toBe('Learners removed successfully.');
    const after = await server.call('GET', '/users/learners', { token: tokens.mentor });
    expect(after.body.meta.pagination.total).toBe(11);
    expect(
      (
        await server.call('PATCH', '/users/learners/bulk-remove', {
          token: tokens.mentor,
          json: { ids: [b] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('sessions (part 2)', () => {
  const inHours = (h: number) => {
    const d = new Date(Date.now() + h * 3600_000);
    d.setUTCMinutes(0, 0, 0);
    return d;
  };
  const form = (at: Date) => ({
    date: `${String(at.getUTCDate()).padStart(2, '0')}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${at.getUTCFullYear()}`,
    time: `${at.getUTCHours()}:00`,
    scheduled_on: at.toISOString(),
  });

  /** The mail an account received, newest first (the development mailbox). */
  const mailsTo = async (userId: number) => {
    const { email } = await server.api.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const box = await server.call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
    return box.body.data.results as Array<{ subject: string; text: string; html: string }>;
  };

  it('schedules from the mentor side, notifies the learner by notification and mail, and lists for both', async () => {
    const at = inHours(48);
    const res = await server.call('POST', '/users/sessions', {
      token: tokens.mentor,
      json: { learner_id: ids.learner, ...form(at), description: 'Project review' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'SCHEDULED', learner: { full_name: 'Maya Thompson' } });
    const forLearner = await server.call('GET', '/users/sessions', { token: tokens.learner });
    expect(forLearner.body.data.results.map((s: { id: number }) => s.id)).toContain(res.body.data.id);
    const notes = await server.call('GET', '/users/notifications', { token: tokens.learner });
    expect(notes.body.data.results[0].body).toContain('scheduled a session');
    // And a mail, with the way to the learner's own sessions screen.
    expect((await mailsTo(ids.learner!))[0]).toMatchObject({
      subject: `Session scheduled for ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      text: expect.stringContaining(`${server.api.ctx.config.publicUrl}/mentor-sessions\n`),
      html: expect.stringContaining('scheduled a mentor session with you'),
    });
  });

  it('validates the form with the spec texts and refuses the past and odd minutes', async () => {
    const empty = await server.call('POST', '/users/sessions', { token: tokens.mentor, json: {} });
    expect(empty.body.error).toEqual({
      learner_id: ['Learner is Required'],
      date: ['Date is Required'],
      time: ['Time is Required'],
    });
    const past = await server.call('POST', '/users/sessions', {
      token: tokens.mentor,
      json: { learner_id: ids.learner, ...form(inHours(-3)) },
    });
    expect(past.body.error).toEqual({ scheduled_on: ['Choose a time in the future.'] });
    const odd = inHours(30);
    odd.setUTCMinutes(10);
    const oddRes = await server.call('POST', '/users/sessions', {
      token: tokens.mentor,
      json: { learner_id: ids.learner, ...form(odd), scheduled_on: odd.toISOString() },
    });
    expect(oddRes.body.error).toEqual({ time: ['Choose a time in 15-minute steps.'] });
  });

  it('cancels only 2 hours or more before the start', async () => {
    const soon = await server.call('POST', '/users/sessions', {
      token: tokens.learner,
      json: { mentor_id: ids.mentor, ...form(inHours(2)) },
    });
    expect(soon.status).toBe(201);
    const later = await server.call('POST', '/users/sessions', {
      token: tokens.learner,
      json: { mentor_id: ids.mentor, ...form(inHours(5)) },
    });
    const tooLate = await server.call('PATCH', `/users/sessions/${soon.body.data.id}`, {
      token: tokens.mentor,
      json: { status: 'CANCELLED' },
    });
    expect(tooLate.body).toEqual({
      message: 'A session can be cancelled only 2 hours or more before it starts.',
      error: {},
    });
    const ok = await server.call('PATCH', `/users/sessions/${later.body.data.id}`, {
      token: tokens.mentor,
      json: { status: 'CANCELLED' },
    });
    expect(ok.body).toMatchObject({
      message: 'Session cancelled successfully.',
      data: { status: 'CANCELLED' },
    });
    expect((await mailsTo(ids.learner!))[0]).toMatchObject({
      subject: expect.stringMatching(/^Session of .+ UTC cancelled$/),
      text: expect.stringContaining('cancelled the mentor session'),
    });
    expect(
      (
        await server.call('PATCH', `/users/sessions/${later.body.data.id}`, {
          token: tokens.free,
          json: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('change password', () => {
  it('checks the old password and the spec texts', async () => {
    const empty = await server.call('PATCH', '/users/change-password', { token: tokens.free, json: {} });
    expect(empty.body.error).toEqual({
      old_password: ['Old Password is Required'],
      password: ['New Password is Required'],
      password_confirmation: ['Confirm Password is Required'],
    });
    const wrong = await server.call('PATCH', '/users/change-password', {
      token: tokens.free,
      json: { old_password: 'nope', password: 'Brand-new-1', password_confirmation: 'Brand-new-1' },
    });
    expect(wrong.body.error).toEqual({ old_password: ['The old password is not correct.'] });
    const ok = await server.call('PATCH', '/users/change-password', {
      token: tokens.free,
      json: { old_password: 'Demo-pass-1', password: 'Brand-new-1', password_confirmation: 'Brand-new-1' },
    });
    expect(ok.body.message).toBe('Your password has been changed!');
    expect(
      (
        await server.call('POST', '/auth/login', {
          json: { email: 'free@modkit.test', password: 'Brand-new-1' },
        })
      ).status,
    ).toBe(200);
  });
});
