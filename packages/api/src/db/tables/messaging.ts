import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** Messages: notifications, push subscriptions, the mail outbox, enquiries. */

export interface NotificationsTable {
  id: Id;
  user_id: number;
  body: string;
  is_read: number;
  created_at: Timestamp;
  /** When the push sender claimed it (null: not pushed yet). */
  pushed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
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

export interface EnquiriesTable {
  id: Id;
  kind: string;
  email: string;
  fields: string;
  created_at: Timestamp;
}
