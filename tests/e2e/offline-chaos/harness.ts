// Bundled into the chaos test's page (app-offline-chaos.spec.ts): the app's own offline queue — the SDK's queue,
// the device's IndexedDB store sealed per account, the Web Lock — as `window.chaos`.
import { createClient } from '@modkit/sdk';
import { createWriteQueue, type NewWrite, type WriteQueue } from '@modkit/sdk/offline';
import { deviceQueueStore, webLock } from '@modkit/widgets/offline';

let queue: WriteQueue | null = null;

(window as unknown as { chaos: unknown }).chaos = {
  open(token: string, account: string) {
    const opened = createWriteQueue({
      batches: true,
      client: createClient({ baseURL: '/api', token }),
      store: deviceQueueStore(account),
      lock: webLock(`modkit-writes:${account}`),
    });
    // As the app does: what waits is sent when the browser is back online.
    window.addEventListener('online', () => void opened.flush());
    queue = opened;
  },
  async act(write: NewWrite): Promise<string> {
    return (await queue!.enqueue(write)).status;
  },
  flush: () => queue!.flush(),
  waiting: () => queue!.state().waiting,
};
