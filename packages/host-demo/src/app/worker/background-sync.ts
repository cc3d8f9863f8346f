import { createClient } from '@modkit/sdk';
import { createWriteQueue } from '@modkit/sdk/offline';
import { deviceQueueStore, webLock } from '@modkit/widgets/offline';
import { noteSent, queueLock, SYNC_TAG, signedIn, WRITES_SENT } from '../offline/signed-in';

declare const self: ServiceWorkerGlobalScope;

/** A Background Sync event (not in TypeScript's worker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The app's open pages hear that the writes were sent; one opened later reads it from the device. */
async function told(account: string, at: string): Promise<void> {
  await noteSent(account, at);
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: WRITES_SENT, at });
}

/**
 * Sends the signed-in account's waiting writes, with that account's own token, under the queue's Web Lock (a
 * page sending them at the same time waits its turn). Throws while some still wait, so the browser tries the
 * sync again later; a session that ended stops it (its writes stay for that account alone).
 */
async function sendWaiting(): Promise<void> {
  const account = await signedIn();
  if (!account) return;
  const queue = createWriteQueue({
    batches: true,
    client: createClient({ baseURL: '/api', token: account.token }),
    store: deviceQueueStore(account.account),
    lock: webLock(queueLock(account.account)),
  });
  await queue.flush();
  queue.stop();
  const { waiting, signedOut, sentAt } = queue.state();
  if (sentAt) await told(account.account, sentAt);
  if (waiting > 0 && !signedOut) throw new Error(`${waiting} writes still wait`);
}

// The browser fires it once it is back online, even with the app closed (where it has Background Sync).
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendWaiting());
}) as EventListener);
