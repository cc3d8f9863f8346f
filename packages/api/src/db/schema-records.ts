import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from './column-types';

/** Tables of what learners earn and receive: certificates, notifications, activity, points, mentors, interests, upgrade requests, the mail outbox. */
export interface CertificatesTable {
  id: Id;
  user_id: number;
  collection_id: number;
  path: string;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  body: string;
  is_read: number;
  created_at: Timestamp;
  /** When the push sender claimed it (null: not pushed yet). */
  pushed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ActivityLogsTable {
  id: Id;
  user_id: number;
  min: number;
  created_at: Timestamp;
}

export interface PointsLedgerTable {
  id: Id;
  user_id: number;
  action: string;
  ref_id: number;
  points: number;
  created_at: Timestamp;
}

export interface MentorLearnersTable {
  mentor_id: number;
  learner_id: number;
  created_at: Timestamp;
}

export interface UserInterestsTable {
  user_id: number;
  category_id: number;
}

export interface UpgradeRequestsTable {
  id: Id;
  user_id: number;
  message: string;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Timestamp;
  /** Delivery (SMTP): tries so far, when the next is due (a claim moves it to the lease's end), when sent. */
  attempts: Generated<number>;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
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
