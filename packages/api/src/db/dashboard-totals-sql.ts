/**
 * The SQL that keeps the super-mentor dashboard's activity totals (issue 25), shared by SQLite's triggers and
 * PostgreSQL's trigger functions: the statements are the same text on both engines (`NEW.`/`OLD.` rows,
 * `insert … select … on conflict … do update`).
 *
 * An *owner* of a learner is each of their mentors and each such mentor's parent (the super mentor): the
 * dashboard of X counts the learners linked to X or to a mentor whose parent is X. Each learner counts once
 * per owner, under their current key: grade, school and organisation ('' and 0 for none, so that the key's
 * columns can be part of a primary key on both engines).
 *
 * - `activity_user_months`: a learner's minutes and activity rows per month (the top list; a learner is
 *   active in a month while their row count is above 0).
 * - `dashboard_day_totals`: per owner, key and day, the minutes and rows (minutes by day).
 * - `dashboard_month_totals`: per owner, key and month, the minutes and the active learners.
 */

type Sign = 1 | -1;

/** A learner's key columns, read from `users u` (current) or from a trigger's row (`OLD`/`NEW`). */
interface LearnerKey {
  grade: string;
  school: string;
  organization: string;
}

const currentKey: LearnerKey = {
  grade: `coalesce(u.grade_level, '')`,
  school: `coalesce(u.current_school_uni, '')`,
  organization: 'coalesce(u.organization_id, 0)',
};

/** The key of a users trigger row. */
function rowKey(row: 'OLD' | 'NEW'): LearnerKey {
  return {
    grade: `coalesce(${row}.grade_level, '')`,
    school: `coalesce(${row}.current_school_uni, '')`,
    organization: `coalesce(${row}.organization_id, 0)`,
  };
}

const KEY_COLUMNS = 'owner_id, grade, school, organization_id';

function addOnConflict(table: string, period: string, columns: string[]): string {
  const sets = columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
  return `on conflict (owner_id, ${period}, grade, school, organization_id) do update set ${sets}`;
}

/** (owner_id, learner_id) of every owner of the learner `learner` (an SQL expression). */
function ownersOf(learner: string): string {
  return `select ml.mentor_id as owner_id, ml.learner_id from mentor_learners ml where ml.learner_id = ${learner}
    union select m.parent_id, ml.learner_id from mentor_learners ml join users m on m.id = ml.mentor_id
    where ml.learner_id = ${learner} and m.parent_id is not null`;
}

/** Every (owner_id, learner_id) pair (the backfill). */
const ALL_OWNERS = `select ml.mentor_id as owner_id, ml.learner_id from mentor_learners ml
  union select m.parent_id, ml.learner_id from mentor_learners ml join users m on m.id = ml.mentor_id
  where m.parent_id is not null`;

/** Whether `owner` owns `learner` through a link other than the mentor `except`'s (SQL condition). */
function ownsThroughOthers(owner: string, learner: string, except: string): string {
  return `exists (select 1 from mentor_learners ol left join users om on om.id = ol.mentor_id
    where ol.learner_id = ${learner} and ol.mentor_id <> ${except}
    and (ol.mentor_id = ${owner} or om.parent_id = ${owner}))`;
}

/**
 * Adds (sign 1) or removes (-1) whole learners to or from owners: `pairs` yields (owner_id, learner_id);
 * each learner's activity goes under `key` (their current one by default).
 */
function learnersToOwners(pairs: string, sign: Sign, key: LearnerKey = currentKey): string[] {
  const keyCols = `p.owner_id, ${key.grade}, ${key.school}, ${key.organization}`;
  const users = key === currentKey ? 'join users u on u.id = p.learner_id' : '';
  return [
    `insert into dashboard_day_totals (${KEY_COLUMNS}, day, minutes, entries)
      select ${keyCols}, substr(a.created_at, 1, 10), ${sign} * sum(a.min), ${sign} * count(*)
      from (${pairs}) p join activity_logs a on a.user_id = p.learner_id ${users}
      where true group by 1, 2, 3, 4, 5
      ${addOnConflict('dashboard_day_totals', 'day', ['minutes', 'entries'])}`,
    `insert into dashboard_month_totals (${KEY_COLUMNS}, month, minutes, learners)
      select ${keyCols}, m.month, ${sign} * sum(m.minutes), ${sign} * count(*)
      from (${pairs}) p join activity_user_months m on m.user_id = p.learner_id ${users}
      where m.entries > 0 group by 1, 2, 3, 4, 5
      ${addOnConflict('dashboard_month_totals', 'month', ['minutes', 'learners'])}`,
  ];
}

/** One activity row (`NEW` inserted: sign 1; `OLD` deleted: -1) into the learner's month and their owners' totals. */
export function activityRow(row: 'NEW' | 'OLD', sign: Sign): string[] {
  const month = `substr(${row}.created_at, 1, 7)`;
  const keyCols = `o.owner_id, ${currentKey.grade}, ${currentKey.school}, ${currentKey.organization}`;
  const owners = `(${ownersOf(`${row}.user_id`)}) o join users u on u.id = ${row}.user_id`;
  // After the learner's month moved: their first row of the month makes them active, their last one not.
  const entriesNow = `(select entries from activity_user_months where user_id = ${row}.user_id and month = ${month})`;
  const becameActive = sign === 1 ? `${entriesNow} = 1` : `coalesce(${entriesNow}, 0) = 0`;
  return [
    `insert into activity_user_months (user_id, month, minutes, entries)
      values (${row}.user_id, ${month}, ${sign} * ${row}.min, ${sign})
      on conflict (user_id, month) do update set minutes = activity_user_months.minutes + excluded.minutes,
      entries = activity_user_months.entries + excluded.entries`,
    `insert into dashboard_day_totals (${KEY_COLUMNS}, day, minutes, entries)
      select ${keyCols}, substr(${row}.created_at, 1, 10), ${sign} * ${row}.min, ${sign} from ${owners}
      where true ${addOnConflict('dashboard_day_totals', 'day', ['minutes', 'entries'])}`,
    `insert into dashboard_month_totals (${KEY_COLUMNS}, month, minutes, learners)
      select ${keyCols}, ${month}, ${sign} * ${row}.min, case when ${becameActive} then ${sign} else 0 end
      from ${owners} where true ${addOnConflict('dashboard_month_totals', 'month', ['minutes', 'learners'])}`,
    ...(sign === -1
      ? [
          `delete from activity_user_months where user_id = ${row}.user_id and month = ${month} and entries = 0`,
        ]
      : []),
  ];
}

/** A link (mentor, learner) added (sign 1: owners that did not own the learner gain them) or removed (-1). */
export function linkChanged(row: 'NEW' | 'OLD', sign: Sign): string[] {
  const candidates = `select ${row}.mentor_id as owner_id union
    select parent_id from users where id = ${row}.mentor_id and parent_id is not null`;
  // Adding: the new link is excluded by mentor; removing: the row is already gone.
  const ownedElsewhere = ownsThroughOthers(
    'c.owner_id',
    `${row}.learner_id`,
    sign === 1 ? `${row}.mentor_id` : '0',
  );
  const pairs = `select c.owner_id, ${row}.learner_id as learner_id from (${candidates}) c where not ${ownedElsewhere}`;
  return learnersToOwners(pairs, sign);
}

/** A mentor's parent changed: the old parent loses the learners it owned only through them, the new one gains them. */
export function parentChanged(): string[] {
  const learners = 'select learner_id from mentor_learners where mentor_id = NEW.id';
  const lost = `select OLD.parent_id as owner_id, l.learner_id from (${learners}) l
    where OLD.parent_id is not null and exists (select 1 from users where id = OLD.parent_id)
    and not ${ownsThroughOthers('OLD.parent_id', 'l.learner_id', 'NEW.id')} and OLD.parent_id <> NEW.id`;
  const gained = `select NEW.parent_id as owner_id, l.learner_id from (${learners}) l
    where NEW.parent_id is not null and not ${ownsThroughOthers('NEW.parent_id', 'l.learner_id', 'NEW.id')}
    and NEW.parent_id <> NEW.id`;
  return [...learnersToOwners(lost, -1), ...learnersToOwners(gained, 1)];
}

/** A learner's grade, school or organisation changed: their activity moves from the old key to the new one. */
export function keyChanged(): string[] {
  const pairs = ownersOf('NEW.id');
  return [...learnersToOwners(pairs, -1, rowKey('OLD')), ...learnersToOwners(pairs, 1, rowKey('NEW'))];
}

/**
 * Before a user is deleted: their activity and links go first, while the user's row (their key, a mentor's
 * parent) is still there to say which totals they moved; their own totals as an owner go with them.
 */
export const userDeleted = [
  'delete from activity_logs where user_id = OLD.id',
  'delete from mentor_learners where learner_id = OLD.id or mentor_id = OLD.id',
  'delete from dashboard_day_totals where owner_id = OLD.id',
  'delete from dashboard_month_totals where owner_id = OLD.id',
];

/** The backfill of an existing database. */
export const backfill = [
  `insert into activity_user_months (user_id, month, minutes, entries)
    select user_id, substr(created_at, 1, 7), sum(min), count(*) from activity_logs group by 1, 2`,
  ...learnersToOwners(ALL_OWNERS, 1),
];
