import { useSession } from '@modkit/sdk/react';
import { isAdminRole } from '@modkit/sdk/rules';
import type { ComponentType } from 'react';
import type { RouteParams } from '../router/app-route';
import { Redirect } from '../router/redirect';

/**
 * An admin console page: administrators (ADMIN, SUPER_ADMIN) see it, every other role goes to the forbidden
 * page. The api refuses the console's calls to them as well (403); this only spares them a broken page.
 */
export function adminPage(Page: ComponentType<{ params: RouteParams }>) {
  return function AdminPage({ params }: { params: RouteParams }) {
    const role = useSession((s) => s.user_type);
    return isAdminRole(role) ? <Page params={params} /> : <Redirect to="/403" />;
  };
}
