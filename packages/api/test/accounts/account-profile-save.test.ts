import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/catalogue-import/import-catalogue';
import { ensurePackages } from '../../src/seed/seed-demo';
import { miniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await ensurePackages(server.api.ctx);
  await importCatalogue(server.api.ctx, [miniCatalogue()]);
});
afterAll(() => server.close());

const form = (fields: Record<string, string | string[]>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of [v].flat()) body.append(Array.isArray(v) ? `${k}[]` : k, item);
  return body;
};

const save = (token: string, fields: Record<string, string | string[]>) =>
  server.call('PATCH', '/users/profile', {
    token,
    form: form({ first_name: 'Jo', last_name: 'Lee', ...fields }),
  });

const mailsTo = (to: string) =>
  server.api.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

describe('My Profile: the e-mail (part 2 §5)', () => {
  it('refuses an address another account has, with the field error, and keeps the stored one', async () => {
    const { ctx } = server.api;
    const other = await createUser(ctx, { email: 'taken.one@modkit.test' });
    const learner = await createUser(ctx, { email: 'keeps.mine@modkit.test', packageName: 'FREE' });
    const res = await save(learner.token, { email: 'Taken.One@modkit.test' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'Validation Error Occured',
      error: { email: ['The email has already been taken.'] },
    });
    const profile = await server.call('GET', '/users/profile', { token: learner.token });
    expect(profile.body.data).toMatchObject({ email: 'keeps.mine@modkit.test', verified: true });
    expect(other.email).toBe('taken.one@modkit.test');
  });

  it.each([
    ['a plus sign', 'jo+tag@modkit.test'],
    ['no domain dot', 'jo@modkit'],
  ])('refuses an address with %s (the signup pattern)', async (_name, email) => {
    const learner = await createUser(server.api.ctx, {});
    const res = await save(learner.token, { email });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ email: ['Invalid! Only letters,numbers & (.) is allowed'] });
  });

  it('keeps the address and its verification when the same one is sent in another case', async () => {
    const learner = await createUser(server.api.ctx, { email: 'same.case@modkit.test' });
    const res = await save(learner.token, { email: ' SAME.case@modkit.test ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'same.case@modkit.test', verified: true });
    expect(await mailsTo('same.case@modkit.test')).toEqual([]);
  });

  it('stores a new address lower-cased, unverified, and mails it a link that verifies it', async () => {
    const learner = await createUser(server.api.ctx, { email: 'old.address@modkit.test' });
    const res = await save(learner.token, { email: 'New.Address@modkit.test' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'new.address@modkit.test', verified: false });
    const [mail] = await mailsTo('new.address@modkit.test');
    const link = new URL(/https?:\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/verify-account');
    const verified = await server.call('POST', '/auth/verify', {
      json: { activationToken: link.searchParams.get('token'), email: link.searchParams.get('email') },
    });
    expect(verified.status).toBe(200);
    const profile = await server.call('GET', '/users/profile', { token: learner.token });
    expect(profile.body.data).toMatchObject({ email: 'new.address@modkit.test', verified: true });
  });
});

describe('My Profile: lists emptied (part 2 §2 My Profile)', () => {
  it('clears the topics and the aspired universities when each is sent as one empty item', async () => {
    const { ctx } = server.api;
    const topic = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const learner = await createUser(ctx, {});
    const filled = await save(learner.token, {
      user_interest: [String(topic.id)],
      university_aspire: ['MIT'],
    });
    expect(filled.body.data).toMatchObject({ user_interest: [{ id: topic.id }], university_aspire: ['MIT'] });
    const emptied = await save(learner.token, { user_interest: [''], university_aspire: [''] });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.user_interest).toEqual([]);
    expect(emptied.body.data.university_aspire).toEqual([]);
  });
});
