import { LEARNER_HOME, MENTOR_HOME } from '@modkit/sdk/rules';
import { session } from '../client';
import { navigate } from '../router/location';
import { flushAtStart, waitingCount } from './app-queue';
import { accountOf, tokenOf } from './device-account';
import { publishKept } from './kept-reads';
import { lastScreen } from './last-screen';
import { queueState } from './queue-state';
import { registerWorker } from './register-worker';
import { rememberSignedIn, takeSentNote, WRITES_SENT } from './signed-in';

/** How long after the first screen is painted the service worker is registered. */
const WORKER_DELAY_MS = 10_000;
/** The app's start screens: opened with no network, the app goes on to the account's last screen instead. */
const START_SCREENS = new Set(['/', LEARNER_HOME, MENTOR_HOME]);

/** What the worker's background sync sent while the app was closed, or while it is open, is told here too. */
function hearTheWorker(account: string): void {
  const told = (at: string) => queueState.set({ ...queueState.get(), sentAt: at });
  void takeSentNote(account).then((at) => at && told(at));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; at?: string } | null;
    if (data?.type === WRITES_SENT && data.at) {
      told(data.at);
      void takeSentNote(account);
    }
  });
}

/**
 * What the signed-in shell starts once its first screen is painted (issue 44): the service worker, the cards'
 * 'Available offline', the account's waiting writes sent (what an earlier visit left), the worker told who is
 * signed in, and, with no network on a start screen, the last screen.
 */
export async function startOffline(path: string): Promise<void> {
  const account = accountOf(session);
  if (account && !navigator.onLine && START_SCREENS.has(path)) {
    const last = lastScreen(account);
    if (last && last !== path) navigate(last, { replace: true });
  }
  if (!account) return;
  const token = tokenOf(session, account);
  if (token) await rememberSignedIn(account, token);
  // The worker's install downloads every screen's code (815 kB): a while after the first screen, never beside it.
  window.setTimeout(() => void registerWorker().catch(() => null), WORKER_DELAY_MS);
  await publishKept(account);
  hearTheWorker(account);
  if ((await waitingCount(account)) > 0) await flushAtStart(account);
}
