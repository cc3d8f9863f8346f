import type { Generated } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** Commerce: packages, a user's packages, coupons, orders, gateway events, upgrade requests. */

export interface PackagesTable {
  id: Id;
  name: string;
  is_free: number;
  price: number;
  currency_code: string;
  currency_symbol: string;
  number_of_accessable_module: number;
  can_access_to_project: number;
  can_submit_project: number;
  ai_guided_recommendation: number;
  can_access_collection: number;
  ai_based_profiile_building_support: number;
  number_of_session: number;
  duration_days: number;
  duration_in_humanize: string;
  status: string;
  position: number;
}

export interface UserPackagesTable {
  id: Id;
  user_id: number;
  package_id: number;
  status: string;
  remaining_modules: number;
  remaining_session: number;
  purchase_package_expiry_date: Timestamp | null;
  order_id: number | null;
  created_at: Timestamp;
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

export interface UpgradeRequestsTable {
  id: Id;
  user_id: number;
  message: string;
  created_at: Timestamp;
}
