import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { OrdersTable } from '../db/schema';
import { badRequest, notFound, validationError } from '../http/http-error';
import { optionalId } from '../http/input/params';
import { fullGrant, grantPackage } from './grant-package';
import { paymentGatewayOf } from './payment-gateway';
import { openStripeCheckout, refreshFromStripe } from './stripe-gateway';

export type OrderRow = Selectable<OrdersTable>;
const COUPON_INVALID = 'This coupon is not valid.';
/** Stripe could not open its checkout page (down, or refused the session): the order is failed, nothing paid. */
export const CHECKOUT_UNAVAILABLE = 'The payment page could not be opened. Please try again in a moment.';
const DAY_MS = 86_400_000;

/** The price after a coupon (percentage or fixed amount), never below zero, to the cent. */
function priceAfterCoupon(price: number, coupon: { kind: string; value: number } | null): number {
  if (!coupon) return price;
  const off = coupon.kind === 'PERCENT' ? (price * coupon.value) / 100 : coupon.value;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}

/** Creates a PENDING order at the local test gateway (a checkout page that can succeed, fail or wait). */
export async function createOrder(ctx: ApiContext, userId: number, body: Record<string, unknown>) {
  // A positive id within the database's integer range (a larger one is no package, never a 500).
  const packageId = optionalId(body.package_id);
  const pkg = packageId
    ? await ctx.db
        .selectFrom('packages')
        .selectAll()
        .where('id', '=', packageId)
        .where('status', '=', 'Active')
        .executeTakeFirst()
    : undefined;
  if (!pkg) throw validationError({ package_id: 'Choose a package.' });
  if (pkg.is_free === 1) throw badRequest('The free package cannot be bought.');
  const currency =
    typeof body.currency === 'string' && body.currency.trim()
      ? body.currency.trim().toUpperCase()
      : pkg.currency_code;
  if (currency !== pkg.currency_code)
    throw validationError({ currency: `This package is sold in ${pkg.currency_code}.` });
  const code = typeof body.coupon_code === 'string' ? body.coupon_code.trim().toUpperCase() : '';
  const now = isoNow(ctx.now);
  const coupon = code
    ? await ctx.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst()
    : null;
  if (
    code &&
    (!coupon ||
      (coupon.expires_at && coupon.expires_at <= now) ||
      (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit))
  ) {
    throw validationError({ coupon_code: COUPON_INVALID });
  }
  const stripe = paymentGatewayOf(ctx.config) === 'stripe';
  // The test gateway's reference is ours; Stripe's (its session id) replaces this one below.
  const reference = `${stripe ? 'pending' : 'test'}_${randomBytes(12).toString('hex')}`;
  const order = await ctx.db
    .insertInto('orders')
    .values({
      user_id: userId,
      package_id: pkg.id,
      coupon_id: coupon?.id ?? null,
      amount: priceAfterCoupon(pkg.price, coupon ?? null),
      currency,
      status: 'PENDING',
      gatway_type: stripe ? 'STRIPE' : 'TEST',
      gateway_reference_id: reference,
      gateway_status: 'PENDING',
      invoice_path: null,
      created_at: now,
      paid_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!stripe) return order;
  try {
    const session = await openStripeCheckout(ctx, order, pkg.name);
    return await ctx.db
      .updateTable('orders')
      .set({ gateway_reference_id: session.id, checkout_url: session.url })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await ctx.db
      .updateTable('orders')
      .set({ status: 'FAILED', gateway_status: 'FAILED' })
      .where('id', '=', order.id)
      .execute();
    console.error('stripe checkout:', error);
    throw badRequest(CHECKOUT_UNAVAILABLE);
  }
}

/** The wire shape of an order, with where the buyer pays. */
export function toOrder(ctx: ApiContext, o: OrderRow) {
  return {
    id: o.id,
    amount: o.amount,
    currency: o.currency,
    gatway_type: o.gatway_type,
    gateway_reference_id: o.gateway_reference_id,
    status: o.status,
    checkout_url:
      o.gatway_type === 'TEST'
        ? `${ctx.config.publicUrl}/api/payments/test-gateway/${o.gateway_reference_id}`
        : o.checkout_url,
  };
}

/** Verifies the buyer's order against the gateway (Stripe is asked when its webhook has not come yet). */
export async function verifyOrder(ctx: ApiContext, userId: number, orderId: number): Promise<OrderRow> {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound();
  // A Stripe payment the webhook has not reported yet: asked of Stripe directly.
  if (order.status === 'PENDING' && order.gateway_status === 'PENDING' && order.gatway_type === 'STRIPE')
    // Stripe unreachable: the order stays pending (the webhook, or the next verify, settles it).
    await refreshFromStripe(ctx, order).catch((error: unknown) => console.error('stripe verify:', error));
  return settleOrder(ctx, order.id);
}

/**
 * Brings an order in line with its gateway status: a failed payment fails the order; a paid one activates
 * its subscription exactly once (the PENDING → SUCCESS update is conditional, and only the call that makes
 * it subscribes) — whether the buyer's verify or the gateway's webhook gets there first.
 */
export async function settleOrder(ctx: ApiContext, orderId: number): Promise<OrderRow> {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const userId = order.user_id;
  if (order.status !== 'PENDING' || order.gateway_status === 'PENDING') return order;
  const now = isoNow(ctx.now);
  if (order.gateway_status === 'FAILED') {
    await ctx.db
      .updateTable('orders')
      .set({ status: 'FAILED' })
      .where('id', '=', order.id)
      .where('status', '=', 'PENDING')
      .execute();
  } else {
    const pkg = await ctx.db
      .selectFrom('packages')
      .selectAll()
      .where('id', '=', order.package_id)
      .executeTakeFirstOrThrow();
    await ctx.db.transaction().execute(async (trx) => {
      const won = await trx
        .updateTable('orders')
        .set({ status: 'SUCCESS', paid_at: now })
        .where('id', '=', order.id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return;
      await trx
        .updateTable('user_packages')
        .set({ status: 'EXPIRED' })
        .where('user_id', '=', userId)
        .where('status', '=', 'ACTIVE')
        .execute();
      await grantPackage(
        trx,
        fullGrant(userId, pkg, now, {
          expiresAt:
            pkg.duration_days > 0 ? new Date(ctx.now() + pkg.duration_days * DAY_MS).toISOString() : null,
          orderId: order.id,
        }),
      );
      if (order.coupon_id) {
        await trx
          .updateTable('coupons')
          .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
          .where('id', '=', order.coupon_id)
          .execute();
      }
      await trx
        .insertInto('notifications')
        .values({
          user_id: userId,
          body: `Your payment is successful for the ${pkg.name} package. Enjoy!`,
          is_read: 0,
          created_at: now,
        })
        .execute();
    });
  }
  return ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
}
