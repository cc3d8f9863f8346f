import { describe, expect, it } from 'vitest';
import { provisionedAddress } from '../../src/accounts/lti-provisioning';
import { readyAccount } from '../../src/accounts/ready-account';
import { migrateToLatest } from '../../src/db/migrate';
import { databaseUpTo } from '../support/migrated-database';

/**
 * Migration 0020 on data made before it (security issue 23): accounts a partner or an LMS made with a real
 * address give the address up as contact data, unless someone took the account over through the reset mail
 * (a password): then the person keeps it and the partner's link goes. Social sign-in and signup accounts
 * are left as they are.
 */
const database = databaseUpTo('0019-partner-key-generation');

async function account(email: string, password: string | null, identity?: [string, string]) {
  const now = new Date().toISOString();
  const { id } = await database.db
    .insertInto('users')
    .values({
      ...readyAccount(
        { email, password_hash: password, first_name: 'A', last_name: 'B', role: 'STUDENT' },
        now,
      ),
      phone: null,
      country_code: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (identity)
    await database.db
      .insertInto('lti_identities')
      .values({ issuer: identity[0], subject: identity[1], user_id: id, created_at: now })
      .execute();
  return id;
}

describe('migration 0020: partner and LMS addresses become contact data', () => {
  it('moves unclaimed addresses, unlinks claimed accounts, and leaves the others', async () => {
    const unclaimed = await account('pat@example.org', null, ['partner:1', 'p-42']);
    const lms = await account('lee@example.org', null, ['https://lms.example.org', 'lee-7']);
    const claimed = await account('sam@example.org', 'scrypt$hash', ['partner:1', 's-9']);
    const social = await account('gil@example.org', null, ['google', 'g-1']);
    const own = await account('own@example.org', 'scrypt$hash');
    await migrateToLatest(database.db, database.schema);

    const users = await database.db
      .selectFrom('users')
      .select(['id', 'email', 'contact_email'])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: unclaimed, email: provisionedAddress('partner:1', 'p-42'), contact_email: 'pat@example.org' },
      {
        id: lms,
        email: provisionedAddress('https://lms.example.org', 'lee-7'),
        contact_email: 'lee@example.org',
      },
      { id: claimed, email: 'sam@example.org', contact_email: null },
      { id: social, email: 'gil@example.org', contact_email: null },
      { id: own, email: 'own@example.org', contact_email: null },
    ]);
    const links = await database.db
      .selectFrom('lti_identities')
      .select(['user_id'])
      .orderBy('user_id')
      .execute();
    expect(links.map((l) => l.user_id)).toEqual([unclaimed, lms, social]);
  });
});
