import type { Client } from '../client/create-client';
import type { PushPublicKeyResponse, PushSubscriptionBody } from '../contract/auth';

/** Registers the browser's push subscription (POST /users/notification-subscribe). */
export async function subscribeToPush(client: Client, subscription: PushSubscriptionBody): Promise<void> {
  await client.request('POST', '/users/notification-subscribe', { json: subscription });
}

/** The server's application key for push subscriptions (GET /push/public-key; rejects 404 when push is off). */
export async function getPushPublicKey(client: Client): Promise<string> {
  return (await client.request<PushPublicKeyResponse>('GET', '/push/public-key')).data.publicKey;
}
