import type { ApiContext } from '../config/context';
import { ADMINS_ONLY } from '../http/guards/role-guards';
import type { RouteTable } from '../http/route-table';
import * as privacy from './routes';

/** A person's own data (export, deletion) and the admin console's accounts. */
export const privacyRoutes = (ctx: ApiContext): RouteTable => ({
  'get /users/export': privacy.exportMyData(ctx),
  'delete /users/account': privacy.eraseMyAccount(ctx),
  'post /users/account/deletion-link': privacy.mailDeletionLink(ctx),
  'get /admin/users': [ADMINS_ONLY, privacy.listUsers(ctx)],
  'get /admin/users/{id}/export': [ADMINS_ONLY, privacy.exportUserData(ctx)],
  'delete /admin/users/{id}': [ADMINS_ONLY, privacy.eraseUser(ctx)],
});
