import type { Client } from '../client/create-client';
import type { NotificationsQuery, NotificationsResponse } from '../contract/users';
import { listCall } from './list-calls';

/** The spec's notification fetch: the latest 10 (the header shows 4). */
export const NOTIFICATIONS_DEFAULT_QUERY = { page: 1, limit: 10 } as const;

/** Loads a page of notifications (GET /users/notifications). */
export const getNotifications = listCall<NotificationsResponse, NotificationsQuery>(
  '/users/notifications',
  NOTIFICATIONS_DEFAULT_QUERY,
);

/** Marks every notification read (PATCH /users/notifications), done when the page opens. */
export async function markNotificationsRead(client: Client): Promise<void> {
  await client.request('PATCH', '/users/notifications');
}
