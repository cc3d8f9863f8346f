import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInvitation } from '../../src/supervision/invitations';
import { createUser, invitesLeft } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

// Issue 13 item 7: ten fresh learners joined a mentor who never invited them. Joining needs the mentor's
// invitation (a signed, expiring value bound to the mentor), and the invitation modal's details answer
// only to that value, never with the mentor's e-mail.
let server: TestServer;
let mentor: { id: number; token: string; email: string };
let otherMentor: { id: number; token: string };
let now = Date.now();

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, now: () => now });
  mentor = await createUser(server.api.ctx, { role: 'MENTOR', max_invites: 10 });
  otherMentor = await createUser(server.api.ctx, { role: 'MENTOR', max_invites: 10 });
});
afterAll(() => server.close());

const FAILED = { message: 'Error! Could not assign mentor, please contact your mentor.', error: {} };
const invitationOf = async (token: string) =>
  (await server.call('GET', '/users/invitation', { token })).body.data as { value: string; link: string };
const join = (learner: { id: number; token: string }, mentorId: number, invitation?: string) =>
  server.call('POST', '/users/assign-mentor', {
    token: learner.token,
    json: {
      learners: [learner.id],
      mentors: [mentorId],
      isInvite: true,
      ...(invitation ? { invitation } : {}),
    },
  });

describe('joining a mentor', () => {
  it('is refused without an invitation, and spends no invite', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    expect((await join(learner, mentor.id)).body).toEqual(FAILED);
    expect(await invitesLeft(server.api.ctx, mentor.id)).toBe(10);
  });

  it("is refused with another mentor's invitation, a forged one or an expired one", async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    const others = await invitationOf(otherMentor.token);
    expect((await join(learner, mentor.id, others.value)).body).toEqual(FAILED);
    const mine = await invitationOf(mentor.token);
    const [head, , signature] = mine.value.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ iss: 'modkit-invitation', sub: String(mentor.id) }),
    ).toString('base64url');
    expect((await join(learner, mentor.id, `${head}.${forgedBody}.${signature}`)).body).toEqual(FAILED);
    const old = await signInvitation(server.api.ctx.signingKey, mentor.id, now - 31 * 86_400_000);
    expect((await join(learner, mentor.id, old.value)).body).toEqual(FAILED);
    // A bearer token of the api is not an invitation either.
    expect((await join(learner, mentor.id, mentor.token)).body).toEqual(FAILED);
    expect(await invitesLeft(server.api.ctx, mentor.id)).toBe(10);
  });

  it("works with the mentor's own invitation, until it expires after 30 days", async () => {
    const { value, link } = await invitationOf(mentor.token);
    expect(link).toBe(`${server.api.ctx.config.publicUrl}/my-library?value=${value}`);
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    const joined = await join(learner, mentor.id, value);
    expect(joined.body.message).toBe('Success! Mentor Assigned Successfully.');
    expect(await invitesLeft(server.api.ctx, mentor.id)).toBe(9);
    now += 31 * 86_400_000;
    try {
      const late = await createUser(server.api.ctx, { packageName: 'FREE' });
      expect((await join(late, mentor.id, value)).body).toEqual(FAILED);
    } finally {
      now -= 31 * 86_400_000;
    }
  });
});

describe('the invitation modal details', () => {
  it('answer the invitation value with the mentor, without the e-mail', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    const { value } = await invitationOf(mentor.token);
    const res = await server.call('GET', `/users/mentor-details/${value}`, { token: learner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: mentor.id, meta: { max_invites: expect.any(Number) } });
    expect(res.body.data).not.toHaveProperty('email');
    expect(JSON.stringify(res.body)).not.toContain(mentor.email);
  });

  it('answer 404 to a bare mentor id or a forged value', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    for (const value of [String(mentor.id), 'a.b.c'])
      expect(
        (await server.call('GET', `/users/mentor-details/${value}`, { token: learner.token })).status,
      ).toBe(404);
  });

  it('are for mentors to share: learners get no invitation of their own', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    expect((await server.call('GET', '/users/invitation', { token: learner.token })).status).toBe(403);
  });
});
