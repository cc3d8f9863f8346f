import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiTables } from '../src/store/schema';
import { type Harness, login, startHarness } from './tool-harness';

/**
 * What a login leaves behind is swept by a later login: a login that never launched, once its 10 minutes
 * are over, ltijs's expired records, expired launch codes and deep-linking sessions, used logins but each
 * platform's last (its last launch in the admin console). The tool's clock is moved, not waited for.
 */
let h: Harness;
let ahead = 0;
let db: Kysely<LtiTables>;
const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + ahead + offsetMs).toISOString();
const count = async (table: keyof LtiTables) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const states = async () => (await db.selectFrom('lti_logins').select('state').execute()).map((r) => r.state);

beforeAll(async () => {
  h = await startHarness({}, { now: () => Date.now() + ahead });
  db = h.api.ctx.db as unknown as Kysely<LtiTables>;
}, 60_000);
afterAll(() => h?.close());

describe('expired rows', () => {
  it('a login writes nothing; a later login sweeps what expired (and logins left unlaunched before that); of the used logins, the platform’s last stays', async () => {
    const abandoned = await login(h);
    expect(abandoned.status).toBeLessThan(400);
    expect(await states()).toEqual([]);
    await db
      .insertInto('lti_logins')
      .values({
        state: 'never-launched',
        nonce: 'n0',
        issuer: h.platform.url,
        client_id: h.platform.clientId,
        browser_secret: 's',
        storage_target: null,
        created_at: iso(0),
        used_at: null,
      })
      .execute();
    await db
      .insertInto('lti_logins')
      .values({
        state: 'launched-long-ago',
        nonce: 'n',
        issuer: h.platform.url,
        client_id: h.platform.clientId,
        browser_secret: 's',
        storage_target: null,
        created_at: iso(-30 * 24 * 60 * MINUTE),
        used_at: iso(-30 * 24 * 60 * MINUTE),
      })
      .execute();
    // Launches before the platform's last one: swept once their state has expired.
    for (const [state, ago] of [
      ['launched-before', 31],
      ['launched-before-that', 40],
    ] as const)
      await db
        .insertInto('lti_logins')
        .values({
          state,
          nonce: state,
          issuer: h.platform.url,
          client_id: h.platform.clientId,
          browser_secret: '',
          storage_target: null,
          created_at: iso(-ago * 24 * 60 * MINUTE),
          used_at: iso(-ago * 24 * 60 * MINUTE),
        })
        .execute();
    await db
      .insertInto('lti_launch_codes')
      .values([
        { code_hash: 'expired', user_id: 1, target: '/', expires_at: iso(-MINUTE), used_at: null },
        { code_hash: 'live', user_id: 1, target: '/', expires_at: iso(30 * MINUTE), used_at: null },
      ])
      .execute();
    await db
      .insertInto('lti_deep_links')
      .values({ session: 'expired', user_id: 1, token: 't', expires_at: iso(-MINUTE), used_at: null })
      .execute();
    await db
      .insertInto('lti_records')
      .values({
        collection: 'nonce',
        lookup: null,
        doc: '{}',
        expires_at: iso(-MINUTE),
        created_at: iso(-2 * MINUTE),
      })
      .execute();

    // A second login in the same minute does not sweep at all.
    await login(h);
    expect((await states()).sort()).toEqual([
      'launched-before',
      'launched-before-that',
      'launched-long-ago',
      'never-launched',
    ]);

    ahead += 11 * MINUTE;
    await login(h);
    // The platform's last launch stays (the admin console shows it); the launches before it are gone.
    expect(await states()).toEqual(['launched-long-ago']);
    expect(
      (await db.selectFrom('lti_launch_codes').select('code_hash').execute()).map((r) => r.code_hash),
    ).toEqual(['live']);
    expect(await count('lti_deep_links')).toBe(0);
    const expired = await db
      .selectFrom('lti_records')
      .select('id')
      .where('expires_at', '<', iso(0))
      .execute();
    expect(expired).toEqual([]);
  });
});
