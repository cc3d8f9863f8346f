import type { Selectable } from 'kysely';
import Stripe from 'stripe';
import type { ApiConfig } from '../config/config';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { OrdersTable } from '../db/schema';

type OrderRow = Selectable<OrdersTable>;

/** The answer to a webhook whose signature is not Stripe's (with our endpoint secret). */
export const STRIPE_SIGNATURE_INVALID = 'This event was not signed by Stripe for this endpoint.';

const clients = new WeakMap<ApiConfig, Stripe>();

/** The Stripe client of this configuration (STRIPE_API_URL points it at another host, e.g. a test double). */
function stripeOf(config: ApiConfig): Stripe {
  const known = clients.get(config);
  if (known) return known;
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
  const client = new Stripe(config.stripeSecretKey ?? '', {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}

/**
 * Opens a Stripe Checkout Session for an order (one line: the package, at the order's price after its
 * coupon). The buyer comes back to `/payments/{id}` either way, which verifies the order. One session per
 * order, even if asked twice (Stripe's idempotency key).
 */
export async function openStripeCheckout(
  ctx: ApiContext,
  order: OrderRow,
  packageName: string,
): Promise<{ id: string; url: string }> {
  const back = `${ctx.config.publicUrl}/payments/${order.id}`;
  const session = await stripeOf(ctx.config).checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id) },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: Math.round(order.amount * 100),
            product_data: { name: `${packageName} package` },
          },
        },
      ],
      success_url: back,
      cancel_url: back,
    },
    { idempotencyKey: `modkit-order-${order.id}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL.');
  return { id: session.id, url: session.url };
}

/** Records what Stripe says of a session on its order: paid, or over without payment. */
async function recordSession(ctx: ApiContext, session: Stripe.Checkout.Session): Promise<number | null> {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const over = session.status === 'expired';
  if (!paid && !over) return null;
  const paymentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const row = await ctx.db
    .updateTable('orders')
    .set({ gateway_status: paid ? 'SUCCESS' : 'FAILED', gateway_payment_id: paymentId ?? null })
    .where('gateway_reference_id', '=', session.id)
    .where('gateway_status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Asks Stripe about an order's session (the buyer came back before the webhook). */
export async function refreshFromStripe(ctx: ApiContext, order: OrderRow): Promise<void> {
  const session = await stripeOf(ctx.config).checkout.sessions.retrieve(order.gateway_reference_id);
  await recordSession(ctx, session);
}

/**
 * A webhook event from Stripe: the signature is checked with the endpoint secret, each event id is handled
 * once, and its order moved on — paid or failed (then `settle` activates or fails the order, once), or
 * refunded (the order and the subscription it bought end). Answers the order the event touched, if any.
 */
export async function handleStripeEvent(
  ctx: ApiContext,
  rawBody: Buffer,
  signature: string,
  settle: (orderId: number) => Promise<unknown>,
): Promise<{ duplicate: boolean; orderId: number | null }> {
  const event = await stripeOf(ctx.config).webhooks.constructEventAsync(
    rawBody,
    signature,
    ctx.config.stripeWebhookSecret ?? '',
  );
  const seen = await ctx.db
    .selectFrom('payment_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return { duplicate: true, orderId: null };
  let orderId: number | null = null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (event.type === 'checkout.session.async_payment_failed') session.status = 'expired';
      orderId = await recordSession(ctx, session);
      if (orderId) await settle(orderId);
      break;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (paymentId && charge.refunded) orderId = await refundOrder(ctx, paymentId);
      break;
    }
    default:
      break;
  }
  // Effects above are conditional updates: two deliveries racing here change things once.
  await ctx.db
    .insertInto('payment_events')
    .values({ id: event.id, type: event.type, order_id: orderId, received_at: isoNow(ctx.now) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { duplicate: false, orderId };
}

/** A fully refunded payment: its order is REFUNDED and the subscription it bought ends now. */
async function refundOrder(ctx: ApiContext, paymentId: string): Promise<number | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({ status: 'REFUNDED', gateway_status: 'REFUNDED' })
      .where('gateway_payment_id', '=', paymentId)
      .where('status', '=', 'SUCCESS')
      .returning(['id', 'user_id'])
      .executeTakeFirst();
    if (!order) return null;
    await trx
      .updateTable('user_packages')
      .set({ status: 'EXPIRED' })
      .where('order_id', '=', order.id)
      .where('status', '=', 'ACTIVE')
      .execute();
    return order.id;
  });
}
