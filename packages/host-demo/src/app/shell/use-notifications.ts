import { getNotifications, type Notification } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { NOTIFICATIONS_FETCH, showsNotificationDot } from '@modkit/sdk/rules';
import { useState } from 'react';

/**
 * The header's notifications (part 1 §2.14, §4, §9): the latest 10, reloaded on every path change (the
 * notifications page marks them read). The dot follows the rule (any of the first 4 unread) and clears
 * when the icon is clicked; a notification that arrives later brings it back.
 */
export function useNotifications(path: string) {
  const client = useClient();
  const feed = useResource(() => getNotifications(client, { limit: NOTIFICATIONS_FETCH }), [client, path]);
  const [seen, setSeen] = useState<ReadonlySet<Notification['id']>>(new Set());
  const latest = feed.data?.results ?? [];
  const dot = showsNotificationDot(latest.map((n) => (seen.has(n.id) ? { is_read: 1 } : n)));
  return {
    latest,
    loading: feed.status === 'loading' && !feed.data,
    dot,
    clearDot: () => setSeen(new Set(latest.map((n) => n.id))),
  };
}
