import type { Client } from '../client/create-client';
import type { DashboardAccessBody, SuperMentorAccess } from '../contract/dashboard-access';
import type { DataEnvelope, Page, PageEnvelope } from './envelope';
import { requestData, requestPage } from './requests';

export type { DashboardAccessBody, SuperMentorAccess, WidgetAccess } from '../contract/dashboard-access';

/** The super mentors with their dashboard widget access (GET /admin/dashboard-access, administrators). */
export async function getDashboardAccess(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<SuperMentorAccess>> {
  return requestPage<PageEnvelope<SuperMentorAccess>>(
    client,
    '/admin/dashboard-access',
    { page: 1, limit: 50 },
    query,
  );
}

/** Shows or hides widgets of one super mentor's dashboard (PUT /admin/dashboard-access/{superMentorId}). */
export async function setDashboardAccess(
  client: Client,
  superMentorId: number,
  access: DashboardAccessBody['access'],
): Promise<SuperMentorAccess> {
  return requestData<DataEnvelope<SuperMentorAccess>>(
    client,
    'PUT',
    `/admin/dashboard-access/${superMentorId}`,
    {
      json: { access },
    },
  );
}
