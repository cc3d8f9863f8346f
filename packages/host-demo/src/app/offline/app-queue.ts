import { createClient } from '@modkit/sdk';
import { createWriteQueue, type NewWrite, type WriteQueue, type WriteResult } from '@modkit/sdk/offline';
import { deviceQueueStore, webLock } from '@modkit/widgets/offline';
import { session } from '../client';
import { accountOf, tokenOf } from './device-account';
import { queueState } from './queue-state';
import { queueLock, rememberSignedIn, SYNC_TAG } from './signed-in';

let opened: { account: string; queue: WriteQueue; close: () => void } | null = null;

/**
 * Asks the service worker to send what waits when the browser is back online, even with the app closed
 * (Background Sync, where the browser has it); the account and its token are left for it first.
 */
async function syncLater(account: string): Promise<void> {
  const token = tokenOf(session, account);
  if (token) await rememberSignedIn(account, token);
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/**
 * The signed-in account's queue (one at a time: another account's is closed, never sent under this one's
 * token). Sent with the account's own token only; flushed when the browser is back online.
 */
export function queueOf(account: string): WriteQueue {
  if (opened?.account === account) return opened.queue;
  opened?.close();
  const queue = createWriteQueue({
    batches: true,
    client: createClient({ baseURL: '/api', token: () => tokenOf(session, account) }),
    store: deviceQueueStore(account),
    lock: webLock(queueLock(account)),
  });
  const unsubscribe = queue.subscribe((state) => {
    queueState.set(state);
    if (state.waiting > 0) void syncLater(account);
  });
  const online = () => void queue.flush();
  window.addEventListener('online', online);
  const close = () => {
    unsubscribe();
    queue.stop();
    window.removeEventListener('online', online);
  };
  opened = { account, queue, close };
  return queue;
}

/** Keeps and sends a write of the signed-in account (a signed-out page makes none). */
export async function enqueue(write: NewWrite): Promise<WriteResult> {
  const account = accountOf(session);
  if (!account) return { status: 'refused', error: new Error('Unauthorized') };
  return queueOf(account).enqueue(write);
}

/** Sends what an earlier visit left (at start, after the first paint). */
export async function flushAtStart(account: string): Promise<void> {
  await queueOf(account).flush();
}

/** How many writes wait for the account. */
export async function waitingCount(account: string): Promise<number> {
  return (await deviceQueueStore(account).list()).length;
}

/** Closes the account's queue (logout). */
export function closeQueue(): void {
  opened?.close();
  opened = null;
  queueState.set({ waiting: 0, sentAt: null, refused: [], signedOut: false });
}
