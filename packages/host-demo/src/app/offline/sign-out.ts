import { forgetAccount } from '@modkit/widgets/offline';
import { setKeptOffline } from '@modkit/widgets/ui';
import { closeQueue, waitingCount } from './app-queue';
import { forgetScreen } from './last-screen';
import { forgetSignedIn } from './signed-in';

/** The worker's caches of pages and covers: what they hold says which screens and modules were opened. */
const WORKER_CACHES = ['modkit-pages', 'modkit-covers'];

/** How many writes of the account still wait: logout asks first when there are some. */
export { waitingCount };

/**
 * What logout removes from the device (issue 44): the account's waiting writes, kept reads and modules, its key
 * and values, the remembered screen, the worker's note of who is signed in, and the pages and covers kept; the next account
 * on this browser finds none of it.
 */
export async function forgetDevice(account: string): Promise<void> {
  closeQueue();
  setKeptOffline([]);
  forgetScreen();
  await Promise.all([
    forgetAccount(account),
    forgetSignedIn(),
    ...(typeof caches === 'undefined' ? [] : WORKER_CACHES.map((name) => caches.delete(name))),
  ]);
}
