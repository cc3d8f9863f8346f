import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords';
import { createUser } from '../fixtures/people';
import { attempts } from '../support/attempts';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Every operation that checks a signed-in user's password again (erasure, password change) counts wrong
 * passwords with the login's count for the address and the account: 20 wrong ones answer 422, the 21st and
 * every one after 429 as login does (the right password too, and nothing happens), on one server and on two
 * servers of one PostgreSQL schema.
 */
const RIGHT = 'Right-pass-1';
const LIMIT = 20; // LOGIN_LIMIT_PER_ACCOUNT's default
const TOO_MANY = { message: 'Too many attempts. Please try again in a few minutes.', error: {} };
// Each wrong password costs a 32 MiB scrypt: on PostgreSQL the two servers' test below makes these checks.
const ON_POSTGRES_NOTE = 'on PostgreSQL, the two servers below count the same 21 attempts';
const SQLITE_NOTE = 'SQLite serves one process: there is no second server to share the count with';

type Caller = Pick<TestServer, 'call'>;
type Person = { id: number; email: string; token: string };

/** A learner with a password, and a token. */
async function personWithPassword(server: TestServer): Promise<Person> {
  return createUser(server.api.ctx, { password_hash: await hashPassword(RIGHT) });
}

const erase = (server: Caller, person: Person, password: string) =>
  server.call('DELETE', '/users/account', { token: person.token, json: { password } });
const changePassword = (server: Caller, person: Person, old: string) =>
  server.call('PATCH', '/users/change-password', {
    token: person.token,
    json: { old_password: old, password: 'Brand-new-1', password_confirmation: 'Brand-new-1' },
  });
const login = (server: Caller, person: Person, password: string) =>
  server.call('POST', '/auth/login', { json: { email: person.email, password } });

/** The account still there, its password unchanged and its token working. */
async function untouched(server: TestServer, person: Person) {
  const row = await server.api.ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', person.id)
    .executeTakeFirst();
  expect(row?.id).toBe(person.id);
  expect((await server.call('GET', '/users/profile', { token: person.token })).status).toBe(200);
}

describe('one server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('DELETE /users/account answers 422 to 20 wrong passwords, then 429 from the 21st, the right one too, and the account stays', async (context) => {
    context.skip(usingPostgres, ON_POSTGRES_NOTE);
    const person = await personWithPassword(server);
    const wrong = await attempts(25, () => erase(server, person, 'wrong-guess'));
    expect(wrong.before).toEqual(Array(LIMIT).fill(422));
    expect(wrong.after).toEqual(Array(25 - LIMIT).fill({ status: 429, body: TOO_MANY }));
    expect(await erase(server, person, RIGHT)).toEqual({ status: 429, body: TOO_MANY });
    await untouched(server, person);
    // The same count as the login's: the account's login from this address is refused too.
    expect((await login(server, person, RIGHT)).status).toBe(429);
  }, 60_000);

  it('PATCH /users/change-password answers 422 to 20 wrong old passwords, then 429 from the 21st, the right one too', async (context) => {
    context.skip(usingPostgres, ON_POSTGRES_NOTE);
    const person = await personWithPassword(server);
    const wrong = await attempts(25, () => changePassword(server, person, 'wrong-guess'));
    expect(wrong.before).toEqual(Array(LIMIT).fill(422));
    expect(wrong.after).toEqual(Array(25 - LIMIT).fill({ status: 429, body: TOO_MANY }));
    expect(await changePassword(server, person, RIGHT)).toEqual({ status: 429, body: TOO_MANY });
    await untouched(server, person);
  }, 60_000);

  it('wrong logins, erasures and password changes of one account add up; a right password does not count', async () => {
    // A server counting 5 (LOGIN_LIMIT_PER_ACCOUNT): the same rule in fewer password checks.
    const five = await startTestServer({ loginLimitPerAccount: 5 });
    try {
      const person = await personWithPassword(five);
      for (let i = 0; i < 2; i++) expect((await login(five, person, 'wrong-guess')).status).toBe(400);
      for (let i = 0; i < 2; i++) expect((await erase(five, person, 'wrong-guess')).status).toBe(422);
      // Right, it is not counted: the change goes through and the count stays at 4.
      const changed = await changePassword(five, person, RIGHT);
      expect(changed.status).toBe(200);
      const fresh = { ...person, token: changed.body.meta.token as string };
      expect((await changePassword(five, fresh, 'wrong-guess')).status).toBe(422);
      expect(await changePassword(five, fresh, 'Brand-new-1')).toEqual({ status: 429, body: TOO_MANY });
      expect((await login(five, person, 'Brand-new-1')).status).toBe(429);
    } finally {
      await five.close();
    }
  }, 60_000);
});

describe('two servers on one PostgreSQL schema', () => {
  let a: TestServer;
  let b: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    if (!usingPostgres) return;
    // One folder: the servers share its signing key (as JWT_PRIVATE_JWK would), a token works on both.
    dataDir = mkdtempSync(join(tmpdir(), 'modkit-password-attempts-'));
    a = await startTestServer({ dataDir });
    b = await startTestServer({ sharing: a, dataDir });
  });
  afterAll(async () => {
    if (!usingPostgres) return;
    await b?.close();
    await a?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('25 wrong passwords for an erasure, then for a password change, alternately on A and B, answer 429 from the 21st', async (context) => {
    context.skip(!usingPostgres, SQLITE_NOTE);
    const leaving = await personWithPassword(a);
    const erasures = await attempts(25, (i) => erase(i % 2 ? b : a, leaving, 'wrong-guess'));
    expect(erasures.before).toEqual(Array(LIMIT).fill(422));
    expect(erasures.after).toEqual(Array(25 - LIMIT).fill({ status: 429, body: TOO_MANY }));
    expect(await erase(b, leaving, RIGHT)).toEqual({ status: 429, body: TOO_MANY });
    await untouched(a, leaving);

    const changing = await personWithPassword(b);
    const changes = await attempts(25, (i) => changePassword(i % 2 ? a : b, changing, 'wrong-guess'));
    expect(changes.before).toEqual(Array(LIMIT).fill(422));
    expect(changes.after).toEqual(Array(25 - LIMIT).fill({ status: 429, body: TOO_MANY }));
    expect(await changePassword(a, changing, RIGHT)).toEqual({ status: 429, body: TOO_MANY });
    await untouched(b, changing);
  }, 120_000);
});
