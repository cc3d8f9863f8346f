import type { ApiContext } from '../config/context';
import type { RouteTable } from '../http/route-table';
import * as system from './system-routes';

/** Health and readiness. */
export const systemRoutes = (ctx: ApiContext): RouteTable => ({
  'get /health': system.health(),
  'get /ready': system.readiness(ctx),
});
