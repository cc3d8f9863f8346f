import type { ApiContext } from '../config/context';
import type { RouteTable } from '../http/route-table';
import * as orders from './orders-routes';

/** Orders, invoices and subscriptions. */
export const commerceRoutes = (ctx: ApiContext): RouteTable => ({
  'post /orders': orders.placeOrder(ctx),
  'get /orders/{id}/verify': orders.checkOrder(ctx),
  'get /orders/{id}/invoice': orders.orderInvoice(ctx),
  'get /users/subscriptions': orders.listSubscriptions(ctx),
});
