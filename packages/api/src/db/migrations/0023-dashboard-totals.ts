import { type Kysely, sql } from 'kysely';
import {
  activityRow,
  backfill,
  keyChanged,
  linkChanged,
  parentChanged,
  userDeleted,
} from '../dashboard-totals-sql';
import { dialectOf } from '../dialect';

/**
 * The super-mentor dashboard's activity totals (see db/dashboard-totals-sql.ts), kept by triggers in the
 * transaction of every write that moves them (an activity row written or deleted, a learner's grade, school
 * or organisation changed, a mentor link added or removed, a mentor's parent changed, a user deleted), and
 * filled from the activity already there. The dashboard of 50 000 learners summed a year of activity rows
 * on each request (1.4 s).
 */

interface Trigger {
  name: string;
  /** What fires it, after `create trigger <name>`: `after insert on activity_logs` … */
  event: string;
  /** A condition on OLD/NEW (the same text on both engines), or none. */
  when?: string;
  statements: string[];
  before?: boolean;
}

const KEY_CHANGED = ['grade_level', 'current_school_uni', 'organization_id']
  .map((c) => `OLD.${c} is distinct from NEW.${c}`)
  .join(' or ');

const triggers: Trigger[] = [
  { name: 'dash_activity_added', event: 'after insert on activity_logs', statements: activityRow('NEW', 1) },
  {
    name: 'dash_activity_removed',
    event: 'after delete on activity_logs',
    statements: activityRow('OLD', -1),
  },
  {
    name: 'dash_activity_changed',
    event: 'after update on activity_logs',
    statements: [...activityRow('OLD', -1), ...activityRow('NEW', 1)],
  },
  { name: 'dash_link_added', event: 'after insert on mentor_learners', statements: linkChanged('NEW', 1) },
  { name: 'dash_link_removed', event: 'after delete on mentor_learners', statements: linkChanged('OLD', -1) },
  {
    name: 'dash_learner_key_changed',
    event: 'after update of grade_level, current_school_uni, organization_id on users',
    when: KEY_CHANGED,
    statements: keyChanged(),
  },
  {
    name: 'dash_mentor_parent_changed',
    event: 'after update of parent_id on users',
    when: 'OLD.parent_id is distinct from NEW.parent_id',
    statements: parentChanged(),
  },
  { name: 'dash_user_deleted', event: 'before delete on users', statements: userDeleted, before: true },
];

async function createTables(db: Kysely<unknown>): Promise<void> {
  const key = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    t
      .addColumn('owner_id', 'integer', (c) => c.notNull())
      .addColumn('grade', 'text', (c) => c.notNull())
      .addColumn('school', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.notNull());
  await key(db.schema.createTable('dashboard_day_totals'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_day_totals_pk', [
      'owner_id',
      'day',
      'grade',
      'school',
      'organization_id',
    ] as never)
    .execute();
  await key(db.schema.createTable('dashboard_month_totals'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('learners', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_month_totals_pk', [
      'owner_id',
      'month',
      'grade',
      'school',
      'organization_id',
    ] as never)
    .execute();
  await db.schema
    .createTable('activity_user_months')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_user_months_pk', ['user_id', 'month'] as never)
    .execute();
  await db.schema
    .createIndex('activity_user_months_top')
    .on('activity_user_months')
    .columns(['month', 'minutes'])
    .execute();
}

async function createTrigger(db: Kysely<unknown>, t: Trigger): Promise<void> {
  const body = t.statements.map((s) => `${s};`).join('\n');
  if (dialectOf(db) === 'sqlite') {
    const when = t.when ? `when ${t.when}` : '';
    await sql.raw(`create trigger ${t.name} ${t.event} for each row ${when} begin\n${body}\nend`).execute(db);
    return;
  }
  await sql
    .raw(`create function ${t.name}() returns trigger language plpgsql as $$ begin
      ${body}
      return ${t.before ? 'OLD' : 'null'};
    end $$`)
    .execute(db);
  const when = t.when ? `when (${t.when})` : '';
  await sql
    .raw(`create trigger ${t.name} ${t.event} for each row ${when} execute function ${t.name}()`)
    .execute(db);
}

/**
 * The dashboard's other figures read one month of modules answered, modules viewed and projects submitted:
 * indexes on those times (covering what the figures read) instead of each learner's rows in turn; and the
 * users of a grade or a school.
 */
async function createTimeIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`create index user_modules_answered_time on user_modules (updated_at, user_id)
    where reflection_question_answer is not null`.execute(db);
  await sql`create index user_modules_viewed_time on user_modules (last_viewed_at, user_id, module_id)`.execute(
    db,
  );
  await sql`create index user_projects_submitted_time on user_projects (submitted_at, user_id)
    where status = 'SUBMITTED'`.execute(db);
  // The filters: the users of a grade or a school.
  await db.schema.createIndex('users_grade').on('users').column('grade_level').execute();
  await db.schema.createIndex('users_school').on('users').column('current_school_uni').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await createTimeIndexes(db);
  for (const statement of backfill) await sql.raw(statement).execute(db);
  for (const t of triggers) await createTrigger(db, t);
}

/** Back to 0022 (a bulk load of history can go in without the triggers and be totalled once on the way up). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const t of triggers) {
    const table = t.event.split(' on ')[1];
    await sql.raw(postgres ? `drop trigger ${t.name} on ${table}` : `drop trigger ${t.name}`).execute(db);
    if (postgres) await sql.raw(`drop function ${t.name}()`).execute(db);
  }
  for (const index of [
    'user_modules_answered_time',
    'user_modules_viewed_time',
    'user_projects_submitted_time',
    'users_grade',
    'users_school',
  ])
    await db.schema.dropIndex(index).execute();
  for (const table of ['dashboard_day_totals', 'dashboard_month_totals', 'activity_user_months'])
    await db.schema.dropTable(table).execute();
}
