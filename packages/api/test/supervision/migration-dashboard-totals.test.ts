import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/connect';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { usingPostgres } from '../support/harness';

/**
 * Migration 0023 on an organisation made before it (issue 25): the totals it fills from the activity already
 * there are the ones the triggers keep when the same activity is written after it.
 */
const schema = usingPostgres ? `mig_${randomBytes(6).toString('hex')}` : undefined;
let handle: DatabaseHandle;
const at = '2025-01-01T00:00:00.000Z';

beforeAll(async () => {
  if (schema) await postgresAdmin(`create schema ${schema}`);
  handle = openDatabase({
    dataDir: ':memory:',
    databaseUrl: usingPostgres ? process.env.TEST_DATABASE_URL : undefined,
    pgSchema: schema,
  });
  await migrateUpTo(handle.db, '0022-change-notifications', schema);
});
afterAll(async () => {
  if (schema) await sql`drop schema ${sql.raw(schema)} cascade`.execute(handle.db);
  await handle.close();
});

async function user(email: string, role: string, extra: Record<string, unknown> = {}) {
  const row = await handle.db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      first_name: 'A',
      last_name: 'B',
      role,
      status: 'ACTIVE',
      verified: 1,
      allowed_modules: -1,
      max_invites: 0,
      created_at: at,
      updated_at: at,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The three totals tables, in a stable order. */
async function totals() {
  const db = handle.db;
  return {
    days: await db
      .selectFrom('dashboard_day_totals')
      .selectAll()
      .orderBy(['owner_id', 'day', 'grade', 'school'])
      .execute(),
    months: await db
      .selectFrom('dashboard_month_totals')
      .selectAll()
      .orderBy(['owner_id', 'month', 'grade', 'school'])
      .execute(),
    learners: await db.selectFrom('activity_user_months').selectAll().orderBy(['user_id', 'month']).execute(),
  };
}

describe('migration 0023: the dashboard totals', () => {
  it('fills them from the activity already there, as the triggers keep them', async () => {
    const boss = await user('boss@t.test', 'SUPER_MENTOR');
    const mentors = [
      await user('m1@t.test', 'MENTOR', { parent_id: boss }),
      await user('m2@t.test', 'MENTOR', { parent_id: boss }),
    ];
    const links = [];
    const activity = [];
    for (let i = 0; i < 6; i++) {
      const id = await user(`l${i}@t.test`, 'STUDENT', {
        grade_level: i % 2 ? '9th' : null,
        current_school_uni: 'Vale',
      });
      links.push({ mentor_id: mentors[i % 2]!, learner_id: id, created_at: at });
      if (i === 0) links.push({ mentor_id: mentors[1]!, learner_id: id, created_at: at });
      if (i === 1) links.push({ mentor_id: boss, learner_id: id, created_at: at });
      for (let k = 0; k < 5; k++)
        activity.push({
          user_id: id,
          min: (i * 7 + k * 13) % 50,
          created_at: `2025-0${1 + (k % 3)}-1${i}T10:00:00.000Z`,
        });
    }
    await handle.db.insertInto('mentor_learners').values(links).execute();
    await handle.db.insertInto('activity_logs').values(activity).execute();
    await migrateToLatest(handle.db, schema);
    const filled = await totals();
    expect(filled.months.length).toBeGreaterThan(0);

    await handle.db.deleteFrom('activity_logs').execute();
    expect(await totals()).toEqual({ days: expect.any(Array), months: expect.any(Array), learners: [] });
    await handle.db.deleteFrom('dashboard_day_totals').execute();
    await handle.db.deleteFrom('dashboard_month_totals').execute();
    await handle.db.insertInto('activity_logs').values(activity).execute();
    expect(await totals()).toEqual(filled);
  });

  it('goes down to 0022 and up again to the same totals', async () => {
    const kept = await totals();
    await migrateUpTo(handle.db, '0022-change-notifications', schema);
    await migrateToLatest(handle.db, schema);
    const refilled = await totals();
    // Rows the triggers left at zero are not filled again.
    const nonZero = <T extends object>(rows: T[]) =>
      rows.filter((r) =>
        ['minutes', 'entries', 'learners'].some((k) => Number((r as Record<string, unknown>)[k] ?? 0) !== 0),
      );
    expect({
      days: nonZero(refilled.days),
      months: nonZero(refilled.months),
      learners: refilled.learners,
    }).toEqual({
      days: nonZero(kept.days),
      months: nonZero(kept.months),
      learners: kept.learners,
    });
  });
});
