import { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../db/schema';
import { AddressRefused, isPublicAddress, publicOnlyLookup } from '../http/guards/public-network';
import type { VapidKeys } from './vapid-keys';

/** What a push carries; the service worker shows `body` under `title` and opens `url` on a click. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export interface PushOptions {
  keys: VapidKeys;
  /** The VAPID subject: a mailto: or https: contact of the deployment. */
  subject: string;
  /** Push endpoints on loopback or private addresses (tests only; never in production). */
  allowPrivate: boolean;
  /** Extra TLS trust for the endpoints (tests' local push service). */
  ca?: string | undefined;
  /** How often new notifications are looked for (ms). */
  pollMs?: number;
  log: (error: unknown) => void;
}

export interface PushSender {
  publicKey: string;
  /** Pushes the notifications created since the last run now; resolves when they were sent. */
  flush(): Promise<number>;
  /** No run starts any more; resolves once the run in hand has ended (the database may close then). */
  stop(): Promise<void>;
}

/** How long a push service keeps an undelivered push (s). */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this time is given up for this notification. */
const TIMEOUT_MS = 10_000;
/** Notifications claimed per run. */
const BATCH = 100;

/** A browser's subscription as stored. */
interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends one push to one browser; 1 when the push service took it. A browser that unsubscribed (404, 410)
 * loses its subscription; an endpoint on a private address is never called; other failures are logged.
 */
async function deliverPush(
  db: Kysely<Database>,
  agent: Agent,
  options: PushOptions,
  subscription: StoredSubscription,
  payload: PushPayload,
): Promise<number> {
  // An address written in the URL never goes through the lookup: check it here.
  const host = new URL(subscription.endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) {
    options.log(new AddressRefused(`push endpoint ${host} is not public`));
    return 0;
  }
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: options.subject, ...options.keys },
        TTL: TTL_SECONDS,
        timeout: TIMEOUT_MS,
        agent,
      },
    );
    return 1;
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
    } else {
      options.log(error);
    }
    return 0;
  }
}

/**
 * Web push (part 1 §7): every notification created after a user subscribed is pushed once to each of
 * their browsers, encrypted and signed with the VAPID keys (`web-push`). The sender claims due
 * notifications by setting `pushed_at` where it is still null, so with several servers each is pushed by
 * one. Endpoints must be https on public addresses (checked at connect); a 404 or 410 answer means the
 * browser unsubscribed, and its subscription is deleted.
 */
export function createPushSender(db: Kysely<Database>, now: () => number, options: PushOptions): PushSender {
  const agent = new Agent({
    lookup: publicOnlyLookup(options.allowPrivate) as never,
    ...(options.ca ? { ca: options.ca } : {}),
    keepAlive: true,
  });
  // Runs one at a time: a flush during a run waits for it, then runs again for what came meanwhile.
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function run(): Promise<number> {
    if (stopped) return 0;
    const at = new Date(now()).toISOString();
    // Only notifications of users with a subscription made before them are pushed; the others are marked.
    const due = await db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'body', 'created_at'])
      .where('pushed_at', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let sent = 0;
    for (const notification of due) {
      if (stopped) break;
      const claimed = await db
        .updateTable('notifications')
        .set({ pushed_at: at })
        .where('id', '=', notification.id)
        .where('pushed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const subscriptions = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', notification.user_id)
        .where('created_at', '<=', notification.created_at)
        .execute();
      const payload = { title: 'modkit', body: notification.body, url: '/notifications' };
      for (const subscription of subscriptions)
        sent += await deliverPush(db, agent, options, subscription, payload);
    }
    return sent;
  }

  function flush(): Promise<number> {
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  const timer = setInterval(() => void flush().catch(options.log), options.pollMs ?? 3_000);
  timer.unref();
  return {
    publicKey: options.keys.publicKey,
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
      agent.destroy();
    },
  };
}
