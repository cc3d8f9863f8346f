import type { AppRoute } from '../router/app-route';

/** Buying a package (part 1 §2.16, part 2 Order Details): order details and payment. */
export const COMMERCE_ROUTES: AppRoute[] = [];
