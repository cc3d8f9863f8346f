import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const OrderDetailsPage = lazy(() => import('./order-details-page'));
const PaymentPage = lazy(() => import('./payment-page'));

/** Buying a package (part 1 §2.2, §2.16, part 2 "Order Details", §4): order details and payment. */
export const COMMERCE_ROUTES: AppRoute[] = [
  { pattern: /^\/order-details\/(\d+)$/, params: ['packageId'], page: OrderDetailsPage },
  { pattern: /^\/payments\/(\d+)$/, params: ['id'], page: PaymentPage },
];
