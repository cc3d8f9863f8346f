import type { Kysely } from 'kysely';

/**
 * Payments through Stripe Checkout: an order keeps the hosted checkout page's URL; `payment_events` holds
 * the id of every gateway event handled (a webhook delivered twice is handled once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('checkout_url', 'text').execute();
  // The gateway's payment (Stripe's payment intent): what a refund names.
  await db.schema.alterTable('orders').addColumn('gateway_payment_id', 'text').execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
