import { createClient } from '@modkit/sdk';
import { createWriteQueue, type WriteQueue } from '@modkit/sdk/offline';
import { deviceQueueStore } from './device-queue-store';
import { webLock } from './web-lock';

/** The account a token names on this device: the api and the token's user (`sub`); null without one. */
function accountOf(api: string, token: string | undefined): string | null {
  try {
    const part = token?.split('.')[1];
    if (!part) return null;
    const sub = (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    return sub === undefined ? null : `${new URL(api, location.href).origin}#${String(sub)}`;
  } catch {
    return null;
  }
}

const queues = new Map<string, WriteQueue>();

/**
 * The queue of a partner page's signed-in user (`data-offline`, issue 44): kept in this origin's IndexedDB,
 * sent with the page's current token while it is that user's (another user's token sends nothing of it),
 * flushed when the queue opens (what a visit before left) and whenever the browser is back online. No
 * service worker: a partner's origin is not ours to register one on.
 */
export function partnerQueue(api: string, token: () => string | undefined): WriteQueue | null {
  const account = accountOf(api, token());
  if (!account) return null;
  let queue = queues.get(account);
  if (!queue) {
    const own = () => {
      const current = token();
      return accountOf(api, current) === account ? current : undefined;
    };
    const opened = createWriteQueue({
      client: createClient({ baseURL: api, token: own }),
      store: deviceQueueStore(account),
      lock: webLock(`modkit-writes:${account}`),
    });
    window.addEventListener('online', () => void opened.flush());
    void opened.flush();
    queues.set(account, opened);
    queue = opened;
  }
  return queue;
}
