import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from './column-types';

/** Tables of part 2: sessions, dashboard access, commerce, enquiries, like pages, push. */
export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
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

export interface CouponsTable {
  id: Id;
  code: string;
  kind: string;
  value: number;
  expires_at: Timestamp | null;
  usage_limit: number | null;
  used_count: Generated<number>;
}

export interface OrdersTable {
  id: Id;
  user_id: number;
  package_id: number;
  coupon_id: number | null;
  amount: number;
  currency: string;
  status: string;
  gatway_type: string;
  gateway_reference_id: string;
  gateway_status: string;
  invoice_path: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  /** The gateway's hosted checkout page (Stripe); null: the local test gateway's page. */
  checkout_url: string | null;
  /** The gateway's payment (Stripe's payment intent), once paid: what a refund names. */
  gateway_payment_id: string | null;
}

/** A gateway event handled once (its id), e.g. a Stripe webhook. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  order_id: number | null;
  received_at: Timestamp;
}

/** An ID token of social sign-in already used once (provider, `jti` or SHA-256), kept until it expires. */
export interface UsedIdTokensTable {
  provider: string;
  token_id: string;
  expires_at: Timestamp;
}

export interface EnquiriesTable {
  id: Id;
  kind: string;
  email: string;
  fields: string;
  created_at: Timestamp;
}

export interface PublicLikesTable {
  id: Id;
  kind: string;
  item_id: number;
  visitor: string;
  created_at: Timestamp;
}

/** LMS identities and course contexts (LTI). */
export interface LtiIdentitiesTable {
  id: Id;
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

export interface LtiContextsTable {
  id: Id;
  issuer: string;
  context_id: string;
  title: string | null;
  organization_id: number | null;
  created_at: Timestamp;
}

export interface LtiContextMembersTable {
  context_id: number;
  user_id: number;
  role: string;
  created_at: Timestamp;
}

/** A partner site (the script-tag surface); `origins` is a JSON array, the key is kept as its SHA-256. */
export interface PartnersTable {
  id: Id;
  name: string;
  origins: string;
  package_name: string;
  status: 'ACTIVE' | 'DISABLED';
  key_hash: string;
  key_hint: string;
  /** Raised by each key rotation; a widget token works only under the generation it was minted in. */
  key_generation: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A request to join an LMS's or partner's account (`from_user_id`) into the account that already has the
 * address its learner proved to read (`into_user_id`), until that account's owner confirms or declines.
 */
export interface AccountJoinsTable {
  id: Id;
  from_user_id: number;
  into_user_id: number;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A data request carried out (an export, an erasure, two accounts joined), without whom it was about. */
export interface PrivacyEventsTable {
  id: Id;
  kind: 'EXPORT' | 'ERASURE' | 'JOIN';
  /** SELF: the person; ADMIN: an administrator. */
  requested_by: 'SELF' | 'ADMIN';
  /** The role the person had. */
  role: string;
  /** Rows exported or removed, and files. */
  rows: number;
  files: number;
  created_at: Timestamp;
}
