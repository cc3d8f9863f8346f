import { type Client, getPushPublicKey, subscribeToPush } from '@modkit/sdk';
import { LIMITS } from '@modkit/sdk/rules';

/** Where the service worker is served (the build writes it there) and the scope it controls. */
const SERVICE_WORKER_URL = '/sw.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True where the browser can receive web push (a service worker, the Push API and notifications). */
function canPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Offers web push (part 1 §7): registers the service worker at the site root, asks for permission (a
 * dismissed prompt is asked once more after 5 s), subscribes with the server's application key
 * (user-visible only) and registers the subscription. Resolves quietly when the browser or the server
 * has no push or the user said no; rejects only when the server refused the subscription (the caller
 * shows its message). `stopped()` ends the offer when the user signs out or leaves.
 */
export async function offerPush(client: Client, stopped: () => boolean): Promise<void> {
  if (!canPush()) return;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'default' && !stopped()) {
    await wait(LIMITS.pushPromptRepeatMs);
    if (!stopped()) permission = await Notification.requestPermission();
  }
  if (permission !== 'granted' || stopped()) return;
  const key = await getPushPublicKey(client).catch(() => null);
  if (!key) return;
  let subscription: PushSubscription | null = null;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch {
    // The browser's push service is unreachable (offline, blocked): nothing to register.
    return;
  }
  if (stopped()) return;
  const json = subscription.toJSON();
  await subscribeToPush(client, {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
}
