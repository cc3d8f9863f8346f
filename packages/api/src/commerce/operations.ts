import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** Orders, invoices and subscriptions. */
export const ORDER_OPERATIONS: Operation[] = [
  ...tagged('Account', [
    ['post /orders', 'Create an order', c.CreateOrderBody, c.OrderResponse],
    ['get /orders/{id}/verify', 'Verify an order (subscribes once)', null, c.OrderResponse],
    ['get /orders/{id}/invoice', 'The invoice PDF of a paid order', null, c.InvoiceResponse],
    ['get /users/subscriptions', 'Subscriptions', null, c.SubscriptionsResponse],
  ]),
];
