import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';

/**
 * Stores a browser's push subscription for a user. One row per endpoint: a browser re-subscribing (or
 * moving to another account) replaces it. New notifications are pushed to it by the push sender
 * (push-sender.ts).
 */
export async function savePushSubscription(
  ctx: ApiContext,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  const { endpoint, p256dh, auth } = subscription;
  const values = { user_id: userId, endpoint, p256dh, auth, created_at: isoNow(ctx.now) };
  await ctx.db
    .insertInto('push_subscriptions')
    .values(values)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, created_at: values.created_at }),
    )
    .execute();
}
