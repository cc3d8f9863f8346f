import { say } from '@modkit/sdk/i18n';
import { pendingChangesText } from '@modkit/sdk/rules';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { queueState } from './queue-state';

/** How long 'Your changes made offline were sent at …' stays. */
const SENT_NOTICE_MS = 8000;

/**
 * What waits on the device and when it was sent (issue 44): '3 changes will be sent when you are online' while
 * writes wait, then 'Your changes made offline were sent at 10:42.' for a few seconds, and each write the server
 * refused. None while nothing waits (the queue's code is not even loaded for it).
 */
function usePendingLines(): string[] {
  const i18n = useAppTranslator();
  const { t, wire, date } = i18n;
  const state = useSyncExternalStore(queueState.subscribe, queueState.get, queueState.get);
  // 'Sent at …' for a few seconds after the page hears that writes which had waited reached the server.
  const [shownSentAt, setShownSentAt] = useState(state.sentAt);
  useEffect(() => {
    setShownSentAt(state.sentAt);
    if (!state.sentAt) return;
    const timer = window.setTimeout(() => setShownSentAt(null), SENT_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state.sentAt]);
  const time = (iso: string) => date(iso, { hour: '2-digit', minute: '2-digit' });
  const lines = [
    ...(state.waiting > 0 ? [say(i18n, pendingChangesText(state.waiting))] : []),
    ...(state.waiting === 0 && shownSentAt ? [t('offline.sentAt', { time: time(shownSentAt) })] : []),
    ...state.refused.map((refused) => t('offline.refused', { message: wire(refused.message) })),
  ];
  return lines;
}

/** The lines of `usePendingLines`, announced as a status. */
export function PendingChanges() {
  const lines = usePendingLines();
  if (lines.length === 0) return null;
  return (
    <div className="pending-changes" role="status">
      {lines.map((line) => (
        <p key={line} className="pending-changes__line">
          {line}
        </p>
      ))}
    </div>
  );
}
