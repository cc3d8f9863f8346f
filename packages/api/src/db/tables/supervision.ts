import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** Supervision: mentors' learners and sessions, who sees which dashboard widget, activity and the dashboard's totals. */

export interface MentorLearnersTable {
  mentor_id: number;
  learner_id: number;
  created_at: Timestamp;
}

export interface MentorSessionsTable {
  id: Id;
  mentor_id: number;
  learner_id: number;
  module_id: number | null;
  project_id: number | null;
  description: string | null;
  scheduled_on: Timestamp;
  status: string;
  created_at: Timestamp;
  /** The learner's subscription this session was counted against (null: not counted). */
  user_package_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DashboardAccessTable {
  user_id: number;
  widget: string;
  access: string;
}

export interface ActivityLogsTable {
  id: Id;
  user_id: number;
  min: number;
  created_at: Timestamp;
}

/** The dashboard's totals (db/dashboard-totals-sql.ts), kept by triggers: never written by the app. */
interface DashboardKey {
  owner_id: number;
  /** '' for none (also school), 0 for no organisation. */
  grade: string;
  school: string;
  organization_id: number;
}

export interface DashboardDayTotalsTable extends DashboardKey {
  /** `YYYY-MM-DD` (UTC, from the activity's timestamp). */
  day: string;
  minutes: number;
  entries: number;
}

export interface DashboardMonthTotalsTable extends DashboardKey {
  /** `YYYY-MM`. */
  month: string;
  minutes: number;
  /** Learners with at least one activity row in the month. */
  learners: number;
}

export interface ActivityUserMonthsTable {
  user_id: number;
  month: string;
  minutes: number;
  entries: number;
}
