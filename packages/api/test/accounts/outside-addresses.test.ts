import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLinkFor } from '../../src/accounts/first-admin';
import { provisionLtiUser } from '../../src/accounts/lti-provisioning';
import { environmentProblems } from '../../src/config/environment';
import { ensurePackages } from '../../src/seed/seed-demo';
import { startTestServer, type TestServer } from '../support/harness';
import { lakesidePartnerKey } from '../support/security-helpers';

/**
 * Addresses another system vouches for (a partner's server, an LMS launch, the admin console) are checked as
 * e-mail addresses (RFC 5321), not by the signup form's letters-digits-and-dots rule: a hyphen, a plus or an
 * underscore is an address. (Social providers: test/accounts/social-login.test.ts.)
 */
const OUTSIDE_ADDRESSES = ['mary-jane@school.org', 'amy+modkit@school.org', 'first_last@mail.school.org'];
let server: TestServer;
let key: string;

const tokenFor = (json: Record<string, unknown>) =>
  server.call('POST', '/partner/tokens', { headers: { Authorization: `Bearer ${key}` }, json });
const addressesOf = (userId: number) =>
  server.api.ctx.db
    .selectFrom('users')
    .select(['email', 'contact_email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  await ensurePackages(server.api.ctx);
  key = await lakesidePartnerKey(server, 'https://school.example.org', 'STARTER');
});
afterAll(() => server.close());

describe('a partner’s user', () => {
  it('with a hyphen, a plus or an underscore in the address gets a widget token', async () => {
    for (const [n, email] of OUTSIDE_ADDRESSES.entries()) {
      const res = await tokenFor({ user_id: `outside-${n}`, email });
      expect(res.status, `${email}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.token).toEqual(expect.any(String));
    }
  });

  it('with a text that is no address is refused, naming the field', async () => {
    const res = await tokenFor({ user_id: 'outside-bad', email: 'mary jane at school' });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ email: ['email must be an e-mail address.'] });
  });
});

describe('an LMS launch’s user', () => {
  // The address is contact data (README, partner and LMS accounts): kept beside the account's own
  // placeholder address, never as it.
  it('keeps the address the LMS sent as contact data; a text that is no address is not taken as one', async () => {
    const identity = { issuer: 'https://lms.school.org', role: 'STUDENT' as const };
    const kept = await provisionLtiUser(server.api.ctx, {
      ...identity,
      subject: 'lms-1',
      email: 'Lee-Ann_Smith@School.org',
    });
    expect(await addressesOf(kept.userId)).toEqual({
      email: expect.stringMatching(/^lti-[0-9a-f]{24}@lms\.modkit\.invalid$/),
      contact_email: 'lee-ann_smith@school.org',
    });
    const bogus = await provisionLtiUser(server.api.ctx, { ...identity, subject: 'lms-2', email: 'N/A' });
    expect(await addressesOf(bogus.userId)).toEqual({
      email: expect.stringMatching(/^lti-[0-9a-f]{24}@lms\.modkit\.invalid$/),
      contact_email: null,
    });
  });
});

describe('the admin console’s first administrator', () => {
  it('is any address: ADMIN_EMAIL and `npm run create-admin` take a hyphen or a plus, refuse a non-address', async () => {
    expect(environmentProblems({ ADMIN_EMAIL: 'it-team+modkit@school.org' })).toEqual([]);
    expect(environmentProblems({ ADMIN_EMAIL: 'it team' })).toEqual([expect.stringContaining('ADMIN_EMAIL')]);
    await expect(adminLinkFor(server.api.ctx, 'it-team+modkit@school.org')).resolves.toMatch(
      /\/reset-password\?token=/,
    );
    await expect(adminLinkFor(server.api.ctx, 'it team')).rejects.toThrow('it team is not an e-mail address');
  });
});
