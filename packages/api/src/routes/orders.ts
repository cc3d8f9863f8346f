import type { Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { badRequest, notFound } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam } from '../http/params';
import { toPackage } from '../serializers/session-user';
import { fileLinksFor } from '../services/file-links';
import { createOrder, renderInvoicePdf, settleOrder, toOrder, verifyOrder } from '../services/orders';
import { PAYMENTS_UNAVAILABLE, paymentGatewayOf } from '../services/payment-gateway';
import { handleStripeEvent, STRIPE_SIGNATURE_INVALID } from '../services/stripe-gateway';
import { registerTestGatewayRoutes } from './payments-test-gateway';

/** Orders (at the local test gateway in development), verification, subscriptions and invoices (part 2 §2, §4, §7). */
export function registerOrderRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.post('/orders', auth, async (req, res) => {
    if (paymentGatewayOf(ctx.config) === 'none') throw badRequest(PAYMENTS_UNAVAILABLE);
    const order = await createOrder(ctx, currentUser(res).id, req.body ?? {});
    res.status(201).json({ data: toOrder(ctx, order) });
  });

  router.get('/orders/:id/verify', auth, async (req, res) => {
    const order = await verifyOrder(ctx, currentUser(res).id, idParam(req.params.id));
    res.json({ data: toOrder(ctx, order) });
  });

  router.get('/orders/:id/invoice', auth, async (req, res) => {
    const user = currentUser(res);
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', idParam(req.params.id))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!order) throw notFound();
    if (order.status !== 'SUCCESS') throw badRequest('An invoice exists only for a paid order.');
    let path = order.invoice_path;
    if (!path) {
      const pkg = await ctx.db
        .selectFrom('packages')
        .select('name')
        .where('id', '=', order.package_id)
        .executeTakeFirstOrThrow();
      const pdf = await renderInvoicePdf(
        order,
        pkg.name,
        `${user.first_name} ${user.last_name} <${user.email}>`,
      );
      path = await ctx.storage.put('invoices', `invoice-${order.id}.pdf`, pdf);
      await ctx.db
        .updateTable('orders')
        .set({ invoice_path: path })
        .where('id', '=', order.id)
        .where('invoice_path', 'is', null)
        .execute();
    }
    // A link for the owner only, valid for an hour: the file itself is private.
    res.json({ data: { media: { path: await fileLinksFor(ctx, user)(path, user.id) } } });
  });

  router.get('/users/subscriptions', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 100);
    const query = ctx.db
      .selectFrom('user_packages')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .where('user_packages.user_id', '=', user.id);
    const [rows, count] = await Promise.all([
      query
        .selectAll('packages')
        .select([
          'user_packages.id as up_id',
          'user_packages.created_at as up_created',
          'user_packages.purchase_package_expiry_date',
          'user_packages.status as up_status',
          'user_packages.order_id',
        ])
        .orderBy('user_packages.created_at', 'desc')
        .orderBy('user_packages.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = new Date(ctx.now()).toISOString();
    const results = rows.map((r) => ({
      id: r.up_id,
      created_at: r.up_created,
      purchase_package_expiry_date: r.purchase_package_expiry_date,
      packages: toPackage(r),
      status:
        r.up_status === 'ACTIVE' && (!r.purchase_package_expiry_date || r.purchase_package_expiry_date > now)
          ? 'ACTIVE'
          : 'expired',
      order: r.order_id ? { id: r.order_id } : null,
    }));
    res.json(paged(results, Number(count.n), page, limit));
  });

  if (paymentGatewayOf(ctx.config) === 'test') registerTestGatewayRoutes(router, ctx);
  if (paymentGatewayOf(ctx.config) === 'stripe') {
    // Stripe's webhook: the signed raw body (kept by the JSON parser for this path), each event once.
    router.post('/payments/stripe/webhook', async (req, res) => {
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
    });
  }
}
