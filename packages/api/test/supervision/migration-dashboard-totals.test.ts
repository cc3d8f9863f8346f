import { describe, expect, it } from 'vitest';
import { readyAccount } from '../../src/accounts/ready-account';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate';
import { databaseUpTo } from '../support/migrated-database';

/**
 * Migration 0023 on an organisation made before it (issue 25): the totals it fills from the activity already
 * there are the ones the triggers keep when the same activity is written after it.
 */
const database = databaseUpTo('0022-change-notifications');
const at = '2025-01-01T00:00:00.000Z';

async function user(email: string, role: string, extra: Record<string, unknown> = {}) {
  const row = await database.db
    .insertInto('users')
    .values({
      ...readyAccount({ email, password_hash: null, first_name: 'A', last_name: 'B', role }, at),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The three totals tables, in a stable order. */
async function totals() {
  const db = database.db;
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
    await database.db.insertInto('mentor_learners').values(links).execute();
    await database.db.insertInto('activity_logs').values(activity).execute();
    await migrateToLatest(database.db, database.schema);
    const filled = await totals();
    expect(filled.months.length).toBeGreaterThan(0);

    await database.db.deleteFrom('activity_logs').execute();
    expect(await totals()).toEqual({ days: expect.any(Array), months: expect.any(Array), learners: [] });
    await database.db.deleteFrom('dashboard_day_totals').execute();
    await database.db.deleteFrom('dashboard_month_totals').execute();
    await database.db.insertInto('activity_logs').values(activity).execute();
    expect(await totals()).toEqual(filled);
  });

  it('goes down to 0022 and up again to the same totals', async () => {
    const kept = await totals();
    await migrateUpTo(database.db, '0022-change-notifications', database.schema);
    await migrateToLatest(database.db, database.schema);
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
