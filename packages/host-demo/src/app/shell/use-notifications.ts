import { getNotifications, type Notification } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { NOTIFICATIONS_FETCH, showsNotificationDot } from '@modkit/sdk/rules';
import { loadedAndPainted } from '@modkit/widgets/ui';
import { useEffect, useRef, useState } from 'react';

/** A path change reloads the list only when the last load is older than this. */
const RELOAD_AFTER_MS = 60_000;
/** Dispatched on the window when the notifications page has marked every notification read. */
const MARKED_READ_EVENT = 'modkit:notifications-read';

/** The notifications page marked every notification read: the header reloads its list, so the dot clears. */
export function notificationsMarkedRead(): void {
  window.dispatchEvent(new Event(MARKED_READ_EVENT));
}

/**
 * The header's notifications (part 1 §2.14, §4, §9): the latest 10, loaded once the screen has painted, again when the
 * icon is clicked, and on a path change when the last load is a minute old (not one request per page). The
 * dot follows the rule (any of the first 4 unread) and clears when the icon is clicked or when the notifications
 * page marks everything read (`notificationsMarkedRead`); a notification that arrives later brings it back.
 */
export function useNotifications(path: string) {
  const client = useClient();
  const [tick, setTick] = useState(0);
  const loadedAt = useRef(0);
  // The first load waits for the page's load and first paint (first-reads.ts: the screen's code and data first).
  const feed = useResource(async () => {
    if (!loadedAt.current) await loadedAndPainted();
    loadedAt.current = Date.now();
    return getNotifications(client, { limit: NOTIFICATIONS_FETCH });
  }, [client, tick]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a path change is the trigger, not an input
  useEffect(() => {
    if (loadedAt.current && Date.now() - loadedAt.current > RELOAD_AFTER_MS) setTick((n) => n + 1);
  }, [path]);
  useEffect(() => {
    const reload = () => setTick((n) => n + 1);
    window.addEventListener(MARKED_READ_EVENT, reload);
    return () => window.removeEventListener(MARKED_READ_EVENT, reload);
  }, []);
  const [seen, setSeen] = useState<ReadonlySet<Notification['id']>>(new Set());
  const latest = feed.data?.results ?? [];
  const dot = showsNotificationDot(latest.map((n) => (seen.has(n.id) ? { is_read: 1 } : n)));
  return {
    latest,
    loading: feed.status === 'loading' && !feed.data,
    dot,
    /** The icon was clicked: the dot clears and the list reloads. */
    opened: () => {
      setSeen(new Set(latest.map((n) => n.id)));
      setTick((n) => n + 1);
    },
  };
}
