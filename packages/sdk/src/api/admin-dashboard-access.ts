import type { Client } from '../client/create-client';
import type { DashboardAccessBody, SuperMentorAccess } from '../contract/dashboard-access';
import { type DataEnvelope, type Page, type PageEnvelope, toPage, withDefaults } from './envelope';

export type { DashboardAccessBody, SuperMentorAccess, WidgetAccess } from '../contract/dashboard-access';

/** The super mentors with their dashboard widget access (GET /admin/dashboard-access, administrators). */
export async function getDashboardAccess(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<SuperMentorAccess>> {
  const q = withDefaults({ page: 1, limit: 50 }, query);
  return toPage(
    await client.request<PageEnvelope<SuperMentorAccess>>('GET', '/admin/dashboard-access', { query: q }),
  );
}

/** Shows or hides widgets of one super mentor's dashboard (PUT /admin/dashboard-access/{superMentorId}). */
export async function setDashboardAccess(
  client: Client,
  superMentorId: number,
  access: DashboardAccessBody['access'],
): Promise<SuperMentorAccess> {
  return (
    await client.request<DataEnvelope<SuperMentorAccess>>('PUT', `/admin/dashboard-access/${superMentorId}`, {
      json: { access },
    })
  ).data;
}
