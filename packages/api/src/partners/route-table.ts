import type { ApiContext } from '../config/context';
import { ADMINS_ONLY } from '../http/guards/role-guards';
import type { RouteTable } from '../http/route-table';
import * as partners from './partners-routes';

/** Partner sites: their servers' token exchange and the admin console's partner list. */
export const partnersRoutes = (ctx: ApiContext): RouteTable => ({
  'post /partner/tokens': partners.issuePartnerToken(ctx),
  'get /admin/partners': [ADMINS_ONLY, partners.listPartners(ctx)],
  'post /admin/partners': [ADMINS_ONLY, partners.createPartner(ctx)],
  'patch /admin/partners/{id}': [ADMINS_ONLY, partners.changePartner(ctx)],
  'post /admin/partners/{id}/key': [ADMINS_ONLY, partners.rotatePartnerKey(ctx)],
});
