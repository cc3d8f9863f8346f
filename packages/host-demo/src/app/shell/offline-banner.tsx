import { useClient } from '@modkit/sdk/react';
import { OFFLINE_TEXT } from '@modkit/sdk/rules';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { queueState } from '../offline/queue-state';
import { useConnectivity } from './use-connectivity';
import './notices.css';
import { useAppTranslator } from '../i18n/use-app-translator';

const PendingChanges = lazy(() =>
  import('../offline/pending-changes').then((m) => ({ default: m.PendingChanges })),
);

/**
 * The offline banner (part 1 §2.12): 'There is no internet connection. Please check your network settings
 * and try again.' while the server cannot be reached. An element with the alert role is announced when
 * it is added, so nothing stays on the page while the server answers. Under it, what changes made offline wait
 * on the device and when they were sent (issue 44).
 */
export function OfflineBanner() {
  const client = useClient();
  const { wire } = useAppTranslator();
  const online = useConnectivity(`${client.baseURL.replace(/\/+$/, '')}/health`);
  const queue = useSyncExternalStore(queueState.subscribe, queueState.get, queueState.get);
  // The queue's lines (a chunk of their own) once something was written offline: nothing of it on a first paint.
  const told = queue.waiting > 0 || queue.sentAt !== null || queue.refused.length > 0;
  if (online && !told) return null;
  return (
    <div className="offline-banner">
      {online ? null : (
        <p className="offline-banner__text" role="alert">
          {wire(OFFLINE_TEXT)}
        </p>
      )}
      {told ? (
        <Suspense fallback={null}>
          <PendingChanges />
        </Suspense>
      ) : null}
    </div>
  );
}
