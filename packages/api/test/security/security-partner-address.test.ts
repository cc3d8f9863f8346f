import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionLtiUser } from '../../src/accounts/lti-provisioning';
import { learnerSignupForm } from '../fixtures/forms';
import { startTestServer, type TestServer } from '../support/harness';
import { lakesidePartnerKey } from '../support/security-helpers';

/**
 * A partner's (or an LMS's) address is contact data, not a claim on an account (security issue 23): a
 * partner minting a token for an address nobody registered makes no account of that address; the person
 * signs up with it as usual and gets their own account, which the partner — minting again for the same
 * user id — can neither read nor act as.
 */
const SITE = 'https://school.example.org';
const PERSON = 'pat.person@example.org';
let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, publicUrl: 'http://app.test' });
  key = await lakesidePartnerKey(server, SITE, 'PREMIUM');
});
afterAll(() => server.close());

const mint = async (json: Record<string, unknown>) => {
  const res = await server.call('POST', '/partner/tokens', {
    headers: { Authorization: `Bearer ${key}` },
    json,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { token: string; user_id: number };
};
/** A call of the partner's widgets, from its site. */
const asPartner = (token: string, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token, headers: { Origin: SITE }, ...(json ? { json } : {}) });
const mailTo = async (to: string) =>
  (await server.call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.results[0] as {
    text: string;
  };

async function signUp(email: string) {
  const form = learnerSignupForm({
    first_name: 'Pat',
    last_name: 'Person',
    email,
    password: 'Own-password-1',
  });
  return server.call('POST', '/auth/signup', { form });
}

describe("a partner's address is no claim on the person's account", () => {
  it('the person signs up with it, recovers it, and the partner never reaches their account', async () => {
    const { db } = server.api.ctx;
    // The partner names an address nobody registered: its user gets no account of that address.
    const first = await mint({ user_id: 'p-42', email: PERSON, first_name: 'Pat' });
    const partnerProfile = await asPartner(first.token, 'GET', '/users/profile');
    expect(partnerProfile.body.data.email).not.toBe(PERSON);

    // The person's own signup works: their own account, verified from the mail sent to the address.
    const signup = await signUp(PERSON);
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const person = signup.body.data.id as number;
    expect(person).not.toBe(first.user_id);
    const verify = new URL(/https?:\S+/.exec((await mailTo(PERSON)).text)![0]);
    const verified = await server.call('POST', '/auth/verify', {
      json: { activationToken: verify.searchParams.get('token'), email: verify.searchParams.get('email') },
    });
    expect(verified.status).toBe(200);

    // The reset mail for the address recovers the person's account, not the partner's.
    await server.call('POST', '/auth/forget-password', { json: { email: PERSON } });
    const reset = /token=([^\s&]+)/.exec((await mailTo(PERSON)).text)![1];
    await server.call('POST', `/auth/reset-password/${reset}`, {
      json: { password: 'New-password-2', password_confirmation: 'New-password-2' },
    });
    const login = await server.call('POST', '/auth/login', {
      json: { email: PERSON, password: 'New-password-2' },
    });
    expect(login.body.data.id).toBe(person);
    await db
      .insertInto('notifications')
      .values({
        user_id: person,
        body: 'Your mentor replied.',
        is_read: 0,
        created_at: new Date().toISOString(),
      })
      .execute();

    // The partner mints again for the same user: its own account still, never the person's.
    const again = await mint({ user_id: 'p-42', email: PERSON });
    expect(again.user_id).toBe(first.user_id);
    const profile = await asPartner(again.token, 'GET', '/users/profile');
    expect(profile.body.data).toMatchObject({ id: first.user_id });
    expect(profile.body.data.email).not.toBe(PERSON);
    expect(String(profile.body.data.phone)).not.toContain('9876543210');
    const notifications = await asPartner(again.token, 'GET', '/users/notifications');
    expect(JSON.stringify(notifications.body)).not.toContain('Your mentor replied.');
    const module = await db
      .selectFrom('modules')
      .select('id')
      .where('status', '=', 'PUBLISH')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const comment = await asPartner(again.token, 'POST', '/comments', {
      module_id: module.id,
      message: 'Hello',
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const written = await db
      .selectFrom('comments')
      .select('user_id')
      .where('message', '=', 'Hello')
      .execute();
    expect(written).toEqual([{ user_id: first.user_id }]);
    // What the partner said is kept as contact data, unverified, on its own account.
    const partnerUser = await db
      .selectFrom('users')
      .select(['email', 'contact_email'])
      .where('id', '=', first.user_id)
      .executeTakeFirstOrThrow();
    expect(partnerUser.contact_email).toBe(PERSON);
    expect(partnerUser.email).toMatch(/@lms\.modkit\.invalid$/);
  });

  it('an LMS launch naming an address makes no account of it either', async () => {
    const address = 'lee.learner@example.org';
    const launched = await provisionLtiUser(server.api.ctx, {
      issuer: 'https://lms.example.org',
      subject: 'lee-7',
      role: 'STUDENT',
      email: address,
    });
    const signup = await signUp(address);
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(signup.body.data.id).not.toBe(launched.userId);
  });
});
