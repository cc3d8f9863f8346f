import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

/** Buying a package (part 1 §2.2, §2.16, part 2 "Order Details", §4): order details and payment. */
export const COMMERCE_ROUTES: AppRoute[] = lazyRoutes([
  { pattern: /^\/order-details\/(\d+)$/, params: ['packageId'], load: () => import('./order-details-page') },
  { pattern: /^\/payments\/(\d+)$/, params: ['id'], load: () => import('./payment-page') },
]);
