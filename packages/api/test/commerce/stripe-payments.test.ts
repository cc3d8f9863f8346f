import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_UNAVAILABLE } from '../../src/commerce/orders';
import { STRIPE_SIGNATURE_INVALID } from '../../src/commerce/stripe-gateway';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * Payments through Stripe Checkout (issue 17): an order opens a Checkout Session — here at a local HTTP
 * double of Stripe's Sessions API that records what it is sent — and Stripe's signed webhook (signed with
 * the library's own test-header helper) settles the order exactly once; failures and refunds are recorded.
 */
const WEBHOOK_SECRET = 'whsec_modkit_test_secret';
type Session = {
  id: string;
  url: string;
  payment_status: string;
  status: string;
  payment_intent: string | null;
};

const sessions = new Map<string, Session>();
const received: Array<{ auth?: string; idempotency?: string; body: Record<string, string> }> = [];
const stripeDown = { on: false };
let double: Server;
let doubleUrl: string;
let server: TestServer;
let learner: { id: number; token: string };
let packageId: number;
let price: number;

beforeAll(async () => {
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.post('/v1/checkout/sessions', (req, res) => {
    if (stripeDown.on) return void res.status(500).json({ error: { type: 'api_error', message: 'down' } });
    received.push({
      auth: req.headers.authorization,
      idempotency: req.headers['idempotency-key'] as string | undefined,
      body: req.body as Record<string, string>,
    });
    const id = `cs_test_${sessions.size + 1}`;
    const session = {
      id,
      url: `https://checkout.stripe.test/pay/${id}`,
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
    };
    sessions.set(id, session);
    res.json({ object: 'checkout.session', ...session });
  });
  app.get('/v1/checkout/sessions/:id', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session)
      return void res
        .status(404)
        .json({ error: { type: 'invalid_request_error', message: 'No such session' } });
    res.json({ object: 'checkout.session', ...session });
  });
  double = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => double.once('listening', resolve));
  doubleUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;

  server = await startTestServer({
    paymentGateway: 'stripe',
    stripeSecretKey: 'sk_test_modkit',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: doubleUrl,
    publicUrl: 'https://learn.example.org',
  });
  await ensurePackages(server.api.ctx);
  learner = await createUser(server.api.ctx, { packageName: 'FREE' });
  const paid = await server.api.ctx.db
    .selectFrom('packages')
    .select(['id', 'price'])
    .where('is_free', '=', 0)
    .where('status', '=', 'Active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  packageId = paid.id;
  price = paid.price;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => double.close(resolve));
});

const order = async () => {
  const res = await server.call('POST', '/orders', {
    token: learner.token,
    json: { package_id: packageId, currency: 'USD' },
  });
  return res;
};
const sign = (event: Record<string, unknown>) => {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
};
const deliver = async (event: Record<string, unknown>, header?: string) => {
  const signed = sign(event);
  const res = await fetch(`${server.url}/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header ?? signed.header },
    body: signed.payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const sessionEvent = (id: string, type: string, session: Partial<Session>) => ({
  id,
  object: 'event',
  type,
  data: { object: { object: 'checkout.session', ...session } },
});
/** The subscriptions an order gave (one, however often it is paid, verified or notified). */
const subscriptionsOf = (orderId: number) =>
  server.api.ctx.db.selectFrom('user_packages').select('id').where('order_id', '=', orderId).execute();
const activePackages = async () =>
  (
    await server.api.ctx.db
      .selectFrom('user_packages')
      .select(['package_id', 'order_id'])
      .where('user_id', '=', learner.id)
      .where('status', '=', 'ACTIVE')
      .execute()
  ).map((row) => row.package_id);

describe('an order at Stripe', () => {
  it('opens a Checkout Session at the order’s price, once per order, and answers its page', async () => {
    const res = await order();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      gatway_type: 'STRIPE',
      status: 'PENDING',
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/),
    });
    const sent = received.at(-1)!;
    expect(sent.auth).toBe('Bearer sk_test_modkit');
    expect(sent.idempotency).toBe(`modkit-order-${res.body.data.id}`);
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(res.body.data.id),
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(Math.round(price * 100)),
      success_url: `https://learn.example.org/payments/${res.body.data.id}`,
    });
  });

  it('refuses a webhook Stripe did not sign for this endpoint', async () => {
    const forged = await deliver(
      sessionEvent('evt_forged', 'checkout.session.completed', { id: 'cs_test_1', payment_status: 'paid' }),
      't=1,v1=deadbeef',
    );
    expect(forged).toEqual({ status: 400, body: { message: STRIPE_SIGNATURE_INVALID, error: {} } });
  });

  it('settles a paid order exactly once, however often the event comes', async () => {
    const created = (await order()).body.data;
    const event = sessionEvent('evt_paid_1', 'checkout.session.completed', {
      id: created.gateway_reference_id,
      payment_status: 'paid',
      status: 'complete',
      payment_intent: 'pi_paid_1',
    });
    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect((await deliver(event)).body.duplicate).toBe(true);
    const verified = await server.call('GET', `/orders/${created.id}/verify`, { token: learner.token });
    expect(verified.body.data.status).toBe('SUCCESS');
    expect(await activePackages()).toEqual([packageId]);
    expect(await subscriptionsOf(created.id)).toHaveLength(1);
  });

  it('asks Stripe when the buyer comes back before the webhook, and the late webhook changes nothing', async () => {
    const created = (await order()).body.data;
    Object.assign(sessions.get(created.gateway_reference_id)!, {
      payment_status: 'paid',
      status: 'complete',
      payment_intent: 'pi_paid_2',
    });
    const verified = await server.call('GET', `/orders/${created.id}/verify`, { token: learner.token });
    expect(verified.body.data.status).toBe('SUCCESS');
    await deliver(
      sessionEvent('evt_paid_2', 'checkout.session.completed', {
        ...sessions.get(created.gateway_reference_id)!,
      }),
    );
    expect(await subscriptionsOf(created.id)).toHaveLength(1);
  });

  it('records a session that ended unpaid as a failed order', async () => {
    const created = (await order()).body.data;
    await deliver(
      sessionEvent('evt_expired_1', 'checkout.session.expired', {
        id: created.gateway_reference_id,
        payment_status: 'unpaid',
        status: 'expired',
      }),
    );
    const verified = await server.call('GET', `/orders/${created.id}/verify`, { token: learner.token });
    expect(verified.body.data.status).toBe('FAILED');
  });

  it('records a refund: the order is refunded and the subscription it bought ends', async () => {
    const before = (await activePackages()).length;
    await deliver({
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: 'pi_paid_2', refunded: true } },
    });
    const refunded = await server.api.ctx.db
      .selectFrom('orders')
      .select(['status'])
      .where('gateway_payment_id', '=', 'pi_paid_2')
      .executeTakeFirstOrThrow();
    expect(refunded.status).toBe('REFUNDED');
    expect((await activePackages()).length).toBe(before - 1);
  });

  it('fails the order with a clear message when Stripe cannot open the page', async () => {
    stripeDown.on = true;
    try {
      const res = await order();
      expect(res).toEqual({ status: 400, body: { message: CHECKOUT_UNAVAILABLE, error: {} } });
    } finally {
      stripeDown.on = false;
    }
  });
});
