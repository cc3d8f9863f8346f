import type { Client } from '../client/create-client';
import type { PushSubscriptionBody } from '../contract/auth';

/** Registers the browser's push subscription (POST /users/notification-subscribe). */
export async function subscribeToPush(client: Client, subscription: PushSubscriptionBody): Promise<void> {
  await client.request('POST', '/users/notification-subscribe', { json: subscription });
}
