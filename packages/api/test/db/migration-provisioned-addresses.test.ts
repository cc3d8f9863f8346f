import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionedAddress } from '../../src/accounts/lti-provisioning';
import { type DatabaseHandle, openDatabase } from '../../src/db/connect';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { usingPostgres } from '../support/harness';

/**
 * Migration 0020 on data made before it (security issue 23): accounts a partner or an LMS made with a real
 * address give the address up as contact data, unless someone took the account over through the reset mail
 * (a password): then the person keeps it and the partner's link goes. Social sign-in and signup accounts
 * are left as they are.
 */
const schema = usingPostgres ? `mig_${randomBytes(6).toString('hex')}` : undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (schema) await postgresAdmin(`create schema ${schema}`);
  handle = openDatabase({
    dataDir: ':memory:',
    databaseUrl: usingPostgres ? process.env.TEST_DATABASE_URL : undefined,
    pgSchema: schema,
  });
  await migrateUpTo(handle.db, '0019-partner-key-generation', schema);
});
afterAll(async () => {
  if (schema) await sql`drop schema ${sql.raw(schema)} cascade`.execute(handle.db);
  await handle.close();
});

async function account(email: string, password: string | null, identity?: [string, string]) {
  const now = new Date().toISOString();
  const { id } = await handle.db
    .insertInto('users')
    .values({
      email,
      password_hash: password,
      first_name: 'A',
      last_name: 'B',
      phone: null,
      country_code: null,
      role: 'STUDENT',
      status: 'ACTIVE',
      verified: 1,
      allowed_modules: -1,
      max_invites: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (identity)
    await handle.db
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
    await migrateToLatest(handle.db, schema);

    const users = await handle.db
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
    const links = await handle.db
      .selectFrom('lti_identities')
      .select(['user_id'])
      .orderBy('user_id')
      .execute();
    expect(links.map((l) => l.user_id)).toEqual([unclaimed, lms, social]);
  });
});
