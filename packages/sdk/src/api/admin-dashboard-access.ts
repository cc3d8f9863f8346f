import type { Client } from '../client/create-client';
import type { DashboardAccessBody, SuperMentorAccess } from '../contract/dashboard-access';
import type { DataEnvelope, PageEnvelope } from './envelope';
import { listCall } from './list-calls';
import { requestData } from './requests';

export type { DashboardAccessBody, SuperMentorAccess, WidgetAccess } from '../contract/dashboard-access';

/** The super mentors with their dashboard widget access (GET /admin/dashboard-access, administrators). */
export const getDashboardAccess = listCall<PageEnvelope<SuperMentorAccess>>('/admin/dashboard-access', {
  page: 1,
  limit: 50,
});

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
