import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAccount } from '../../src/accounts/ready-account';
import { isoNow } from '../../src/db/now';
import { logMinutes } from '../../src/learning/account-activity';
import { eraseAccount } from '../../src/privacy/erase-account';
import { createPrng, pick } from '../../src/seed/prng';
import { monthRange } from '../../src/supervision/month-range';
import { computeDashboard } from '../../src/supervision/super-mentor/super-mentor-dashboard';
import type { ScopeFilters } from '../../src/supervision/super-mentor/super-mentor-scope';
import { startTestServer, type TestServer } from '../support/harness';
import { dashboardFromRows } from './dashboard-totals-reference';

/**
 * The dashboard reads totals the database keeps with every write (issue 25): over generated organisations
 * its answers equal the ones summed from the activity rows, for every filter, and stay equal after each write
 * that moves a total (activity logged, a learner's grade, school or organisation changed, a mentor link added
 * or removed, a mentor leaving a super mentor, a learner deleted or erased).
 */
let server: TestServer;
const supers: number[] = [];
const mentors: number[] = [];
const learners: number[] = [];
const GRADES = ['8th', '9th', '10th'];
const SCHOOLS = ['Hill School', 'Vale School'];
const MONTH = { month: 3, year: 2025 };
const COMPARED = [
  { month: 1, year: 2025 },
  { month: 2, year: 2025 },
  { month: 3, year: 2025 },
];
const FILTERS: ScopeFilters[] = [
  {},
  { grade: '9th' },
  { school: 'Vale School' },
  { organization: 'North Trust' },
  { grade: '8th', school: 'Hill School' },
];

const ctx = () => server.api.ctx;
const at = '2025-01-01T00:00:00.000Z';

async function user(email: string, role: string, extra: Record<string, unknown> = {}) {
  const row = await ctx()
    .db.insertInto('users')
    .values({
      ...readyAccount(
        { email, password_hash: null, first_name: email.split('@')[0]!, last_name: 'Totals', role },
        at,
      ),
      max_invites: 10,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Two super mentors with two mentors each; 40 learners, some linked twice, with activity from January to April. */
async function generate() {
  const random = createPrng(25);
  const orgs = [];
  for (const name of ['North Trust', 'South Trust'])
    orgs.push(
      (
        await ctx()
          .db.insertInto('organizations')
          .values({ name, created_at: at } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  for (const s of [0, 1]) supers.push(await user(`super${s}@totals.test`, 'SUPER_MENTOR'));
  for (const m of [0, 1, 2, 3])
    mentors.push(await user(`mentor${m}@totals.test`, 'MENTOR', { parent_id: supers[m % 2] }));
  for (let i = 0; i < 40; i++) {
    const id = await user(`learner${i}@totals.test`, 'STUDENT', {
      grade_level: i % 7 === 0 ? null : pick(random, GRADES),
      current_school_uni: pick(random, SCHOOLS),
      organization_id: i % 5 === 0 ? null : pick(random, orgs),
    });
    learners.push(id);
    const linked = new Set([mentors[i % 4]!, ...(i % 6 === 0 ? [mentors[(i + 1) % 4]!] : [])]);
    if (i % 9 === 0) linked.add(supers[0]!);
    for (const mentor_id of linked)
      await ctx()
        .db.insertInto('mentor_learners')
        .values({ mentor_id, learner_id: id, created_at: at })
        .execute();
    for (let k = 0; k < 12; k++) {
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 4);
      const created_at = `2025-0${month}-${String(day).padStart(2, '0')}T${String(k).padStart(2, '0')}:00:00.000Z`;
      const min = random() < 0.1 ? 0 : Math.floor(random() * 90);
      await ctx().db.insertInto('activity_logs').values({ user_id: id, min, created_at }).execute();
    }
  }
}

/** Every super mentor's dashboard for every filter: from the totals, and summed from the rows. */
async function expectTotalsEqualRows() {
  const range = monthRange(MONTH.year, MONTH.month);
  for (const superId of supers)
    for (const filters of FILTERS) {
      const me = { id: superId } as never;
      const fromTotals = await computeDashboard(ctx(), me, {
        ...MONTH,
        ...filters,
        comparisionByMonth: COMPARED,
      });
      const fromRows = await dashboardFromRows(ctx(), superId, filters, range, COMPARED);
      expect({ superId, filters, ...fromTotals }).toEqual({ superId, filters, ...fromRows });
    }
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  await generate();
});
afterAll(() => server.close());

describe('dashboard totals', () => {
  it('answer as the activity rows do, for every super mentor and filter', async () => {
    const { activeStudents } = await computeDashboard(ctx(), { id: supers[0] } as never, MONTH);
    expect(activeStudents[0]!.usersActive).toBeGreaterThan(0);
    await expectTotalsEqualRows();
  });

  it('move with activity logged and deleted', async () => {
    server.api.ctx.now = () => Date.parse('2025-03-09T10:00:00.000Z');
    await logMinutes(ctx(), learners[3]!, 44);
    await logMinutes(ctx(), learners[6]!, 0);
    await expectTotalsEqualRows();
    await ctx().db.deleteFrom('activity_logs').where('user_id', '=', learners[7]!).execute();
    await ctx()
      .db.updateTable('activity_logs')
      .set({ created_at: '2025-03-02T08:00:00.000Z' })
      .where('user_id', '=', learners[8]!)
      .execute();
    await expectTotalsEqualRows();
  });

  it('move with a learner’s grade, school or organisation', async () => {
    await ctx()
      .db.updateTable('users')
      .set({ grade_level: '9th', updated_at: isoNow(ctx().now) })
      .where('id', 'in', learners.slice(0, 6))
      .execute();
    await ctx()
      .db.updateTable('users')
      .set({ current_school_uni: 'Vale School' })
      .where('id', '=', learners[10]!)
      .execute();
    await ctx()
      .db.updateTable('users')
      .set({ organization_id: null, grade_level: null })
      .where('id', '=', learners[11]!)
      .execute();
    await expectTotalsEqualRows();
  });

  it('move with mentor links and a mentor leaving their super mentor', async () => {
    await ctx()
      .db.insertInto('mentor_learners')
      .values([
        // A super mentor's first learner of another organisation, and a second link within one.
        { mentor_id: mentors[1]!, learner_id: learners[16]!, created_at: at },
        { mentor_id: mentors[3]!, learner_id: learners[17]!, created_at: at },
      ])
      .execute();
    await ctx().db.deleteFrom('mentor_learners').where('learner_id', '=', learners[13]!).execute();
    await ctx()
      .db.deleteFrom('mentor_learners')
      .where('learner_id', '=', learners[0]!)
      .where('mentor_id', '=', mentors[0]!)
      .execute();
    await expectTotalsEqualRows();
    await ctx().db.updateTable('users').set({ parent_id: null }).where('id', '=', mentors[2]!).execute();
    await ctx()
      .db.updateTable('users')
      .set({ parent_id: supers[1]! })
      .where('id', '=', mentors[0]!)
      .execute();
    await expectTotalsEqualRows();
  });

  it('move when a learner is erased or deleted', async () => {
    await eraseAccount(ctx(), learners[14]!, 'ADMIN');
    await ctx().db.deleteFrom('users').where('id', '=', learners[15]!).execute();
    await expectTotalsEqualRows();
  });
});
