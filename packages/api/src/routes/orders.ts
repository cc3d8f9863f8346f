import type { Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { badRequest, notFound } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam } from '../http/params';
import { toPackage } from '../serializers/session-user';
import { createOrder, renderInvoicePdf, toOrder, verifyOrder } from '../services/orders';

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Orders at the local test gateway, verification, subscriptions and invoices (part 2 §2, §4, §7). */
export function registerOrderRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.post('/orders', auth, async (req, res) => {
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
    res.json({ data: { media: { path } } });
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

  // The local test gateway: a checkout page whose buttons settle the payment one way or the other.
  router.get('/payments/test-gateway/:reference', async (req, res) => {
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('gateway_reference_id', '=', String(req.params.reference))
      .executeTakeFirst();
    if (!order) throw notFound();
    const ref = escapeHtml(order.gateway_reference_id);
    res
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:3rem auto"><h1>Test payment</h1>
<p>Order #${order.id}: <strong>${order.amount.toFixed(2)} ${escapeHtml(order.currency)}</strong> (status ${escapeHtml(order.gateway_status)}).</p>
<form method="post" action="${ref}/succeed"><button>Pay</button></form>
<form method="post" action="${ref}/fail"><button>Decline</button></form>
<p>Closing this page leaves the payment pending.</p></body></html>`);
  });

  for (const [action, status] of [
    ['succeed', 'SUCCESS'],
    ['fail', 'FAILED'],
  ] as const) {
    router.post(`/payments/test-gateway/:reference/${action}`, async (req, res) => {
      const updated = await ctx.db
        .updateTable('orders')
        .set({ gateway_status: status })
        .where('gateway_reference_id', '=', String(req.params.reference))
        .where('gateway_status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw notFound();
      res
        .type('html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head><body style="font-family:system-ui;max-width:28rem;margin:3rem auto"><h1>${status === 'SUCCESS' ? 'Payment received' : 'Payment declined'}</h1><p>You can return to modkit.</p></body></html>`,
        );
    });
  }
}
