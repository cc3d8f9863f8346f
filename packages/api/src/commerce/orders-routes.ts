/** Orders (at the local test gateway in development), verification, subscriptions and invoices (part 2 §2, §4, §7). */
import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../config/context';
import { currentReader, currentUser } from '../http/guards/authenticate';
import { badRequest } from '../http/http-error';
import { idParam } from '../http/input/params';
import { pagedList } from '../http/paged-list';
import { fileLinksFor } from '../storage/file-links';
import { invoicePathOf } from './order-invoice';
import { createOrder, settleOrder, toOrder, verifyOrder } from './orders';
import { PAYMENTS_UNAVAILABLE, paymentGatewayOf } from './payment-gateway';
import { registerTestGatewayRoutes } from './payments-test-gateway-routes';
import { handleStripeEvent, STRIPE_SIGNATURE_INVALID } from './stripe-gateway';
import { subscriptionsPage } from './subscriptions';

/** The payment gateway's own routes: the local test gateway's pages, or Stripe's webhook. */
export function registerPaymentGatewayRoutes(router: Router, ctx: ApiContext): void {
  if (paymentGatewayOf(ctx.config) === 'test') registerTestGatewayRoutes(router, ctx);
  // Stripe's webhook: the signed raw body (kept by the JSON parser for this path), each event once.
  if (paymentGatewayOf(ctx.config) === 'stripe') router.post('/payments/stripe/webhook', stripeWebhook(ctx));
}

export const placeOrder =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    if (paymentGatewayOf(ctx.config) === 'none') throw badRequest(PAYMENTS_UNAVAILABLE);
    const order = await createOrder(ctx, currentUser(res).id, req.body ?? {});
    res.status(201).json({ data: toOrder(ctx, order) });
  };

export const checkOrder =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const order = await verifyOrder(ctx, currentUser(res).id, idParam(req.params.id));
    res.json({ data: toOrder(ctx, order) });
  };

export const orderInvoice =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const path = await invoicePathOf(ctx, user, idParam(req.params.id));
    // A link for the owner only, valid for an hour: the file itself is private.
    res.json({ data: { media: { path: await fileLinksFor(ctx, currentReader(res))(path, user.id) } } });
  };

export const listSubscriptions = (ctx: ApiContext) =>
  pagedList(100, (window, _req, res) => subscriptionsPage(ctx, currentUser(res).id, window));

const stripeWebhook =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const signature = req.headers['stripe-signature'];
    if (!raw || typeof signature !== 'string') throw badRequest(STRIPE_SIGNATURE_INVALID);
    const handled = await handleStripeEvent(ctx, raw, signature, (orderId) =>
      settleOrder(ctx, orderId),
    ).catch((error: unknown) => {
      if ((error as { type?: string }).type === 'StripeSignatureVerificationError')
        throw badRequest(STRIPE_SIGNATURE_INVALID);
      throw error;
    });
    res.json({ received: true, duplicate: handled.duplicate });
  };
