import type { RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { ApiContext } from '../config/context';
import { cspHash, pagePolicy } from '../http/guards/security-headers';
import { escapeHtml } from '../http/html';
import { HttpError, notFound } from '../http/http-error';
import {
  GATEWAY_PROOF_INVALID,
  type GatewayOutcome,
  isGatewayProof,
  signGatewayProof,
} from './payment-gateway';

const PAGE_CSS = 'body{font-family:system-ui;max-width:28rem;margin:3rem auto}';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title><style>${PAGE_CSS}</style></head>
<body>${body}</body></html>`;
/** The app shows these pages in its payment window (a frame of its own origin); their forms post to the api. */
const framedByTheApp: RequestHandler[] = [
  helmet.xFrameOptions({ action: 'sameorigin' }),
  pagePolicy({ 'style-src': [cspHash(PAGE_CSS)], 'form-action': ["'self'"], 'frame-ancestors': ["'self'"] }),
];

/**
 * The local test gateway (development only, `PAYMENT_GATEWAY=test`): a checkout page whose buttons settle
 * the payment one way or the other. Each button posts a proof the server signed for that payment and
 * outcome, so a bare POST to a settle URL settles nothing.
 */
export function registerTestGatewayRoutes(router: Router, ctx: ApiContext): void {
  router.get('/payments/test-gateway/:reference', ...framedByTheApp, async (req, res) => {
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('gateway_reference_id', '=', String(req.params.reference))
      .executeTakeFirst();
    if (!order) throw notFound();
    const ref = escapeHtml(order.gateway_reference_id);
    const form = async (outcome: GatewayOutcome, label: string) =>
      `<form method="post" action="${ref}/${outcome}"><input type="hidden" name="proof" value="${await signGatewayProof(ctx.signingKey, order.gateway_reference_id, outcome)}"><button>${label}</button></form>`;
    res.type('html').send(
      page(`<h1>Test payment</h1>
<p>Order #${order.id}: <strong>${order.amount.toFixed(2)} ${escapeHtml(order.currency)}</strong> (status ${escapeHtml(order.gateway_status)}).</p>
${await form('succeed', 'Pay')}
${await form('fail', 'Decline')}
<p>Closing this page leaves the payment pending.</p>`),
    );
  });

  for (const [action, status] of [
    ['succeed', 'SUCCESS'],
    ['fail', 'FAILED'],
  ] as const) {
    router.post(`/payments/test-gateway/:reference/${action}`, ...framedByTheApp, async (req, res) => {
      const reference = String(req.params.reference);
      if (!(await isGatewayProof(ctx.signingKey, req.body?.proof, reference, action)))
        throw new HttpError(403, GATEWAY_PROOF_INVALID);
      const updated = await ctx.db
        .updateTable('orders')
        .set({ gateway_status: status })
        .where('gateway_reference_id', '=', reference)
        .where('gateway_status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw notFound();
      res
        .type('html')
        .send(
          page(
            `<h1>${status === 'SUCCESS' ? 'Payment received' : 'Payment declined'}</h1><p>You can return to modkit.</p>`,
          ),
        );
    });
  }
}
