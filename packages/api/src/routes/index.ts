/**
 * The api's route table: each domain's table (`<domain>/route-table.ts`: every documented operation's handler,
 * with the middleware it needs after authentication, keyed as the domain's `operations.ts` writes it);
 * `mountRoutes` checks the whole against the reference. Then the routes the reference leaves out.
 */
import type { Router } from 'express';
import { accountsRoutes } from '../accounts/route-table';
import { adminRoutes } from '../admin/route-table';
import { catalogueRoutes } from '../catalogue/route-table';
import * as orders from '../commerce/orders-routes';
import { commerceRoutes } from '../commerce/route-table';
import type { ApiContext } from '../config/context';
import { discussionRoutes } from '../discussion/route-table';
import type { RouteTablePart } from '../http/route-table';
import * as location from '../learning/location-routes';
import { learningRoutes } from '../learning/route-table';
import { offlineRoutes } from '../offline/route-table';
import { partnersRoutes } from '../partners/route-table';
import { privacyRoutes } from '../privacy/route-table';
import { projectsRoutes } from '../projects/route-table';
import { supervisionRoutes } from '../supervision/route-table';
import { registerReferenceRoutes } from '../system/reference-routes';
import { systemRoutes } from '../system/route-table';
import * as system from '../system/system-routes';
import { websiteRoutes } from '../website/route-table';
import { OPERATIONS } from './operations';

/** The route table: one part per domain (the router finds a route by its path, whatever the order). */
export const routeTable: RouteTablePart[] = [
  systemRoutes,
  accountsRoutes,
  learningRoutes,
  catalogueRoutes,
  supervisionRoutes,
  partnersRoutes,
  adminRoutes,
  discussionRoutes,
  offlineRoutes,
  projectsRoutes,
  commerceRoutes,
  websiteRoutes,
  privacyRoutes,
];

/** The routes the reference leaves out: files, the reference itself, development pages, gateway pages. */
export function mountUndocumentedRoutes(router: Router, ctx: ApiContext): void {
  system.registerStoredFileRoutes(router, ctx);
  registerReferenceRoutes(router, ctx, OPERATIONS);
  location.registerLocationQueryRoute(router, ctx);
  orders.registerPaymentGatewayRoutes(router, ctx);
}
