import { markNotificationsRead } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { useEffect, useRef } from 'react';
import { notificationsMarkedRead } from '../shell/use-notifications';

/**
 * Marks every notification read once per opening of the page (part 2 §4), as soon as `ready` (the first page
 * has loaded or failed), then tells the header. A failure is silent (part 2 §8: read calls).
 */
export function useMarkReadOnOpen(ready: boolean) {
  const client = useClient();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    markNotificationsRead(client).then(notificationsMarkedRead, () => undefined);
  }, [ready, client]);
}
