import type { ApiContext } from '../config/context';
import { ADMINS_ONLY } from '../http/guards/role-guards';
import type { RouteTable } from '../http/route-table';
import * as adminCommerce from './admin-commerce-routes';
import * as dashboardAccess from './admin-dashboard-access-routes';

/** The admin console: super mentors' dashboard access, packages and coupons. */
export const adminRoutes = (ctx: ApiContext): RouteTable => ({
  'get /admin/dashboard-access': [ADMINS_ONLY, dashboardAccess.listDashboardAccess(ctx)],
  'put /admin/dashboard-access/{superMentorId}': [ADMINS_ONLY, dashboardAccess.changeDashboardAccess(ctx)],
  'get /admin/packages': [ADMINS_ONLY, adminCommerce.listAllPackages(ctx)],
  'post /admin/packages': [ADMINS_ONLY, adminCommerce.createPackage(ctx)],
  'patch /admin/packages/{id}': [ADMINS_ONLY, adminCommerce.changePackage(ctx)],
  'get /admin/coupons': [ADMINS_ONLY, adminCommerce.listCoupons(ctx)],
  'post /admin/coupons': [ADMINS_ONLY, adminCommerce.createCoupon(ctx)],
  'patch /admin/coupons/{id}': [ADMINS_ONLY, adminCommerce.changeCoupon(ctx)],
});
