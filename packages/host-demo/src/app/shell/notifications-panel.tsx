import type { Notification } from '@modkit/sdk';
import { EMPTY_STATES, NOTIFICATIONS_SHOWN, timeAgo } from '@modkit/sdk/rules';
import { Link } from '../router/link';

const unread = (n: Notification) => n.is_read === 0;

/**
 * The notifications popup (part 1 §2.14): heading 'Notifications' with the 'New' tag when some shown
 * item is unread, up to 4 items (unread ones highlighted), each with its relative time ('3 hours ago'),
 * 'View All' to /notifications, and 'Oops! No Notification Found' when there are none.
 */
export default function NotificationsPanel({
  id,
  items,
  loading,
  onChoose,
}: {
  id: string;
  items: Notification[];
  loading: boolean;
  onChoose(): void;
}) {
  const shown = items.slice(0, NOTIFICATIONS_SHOWN);
  const now = Date.now();
  return (
    <div id={id} className="popup popup--notifications">
      <div className="popup__head">
        <h2 id={`${id}-title`}>Notifications</h2>
        {shown.some(unread) ? <span className="tag">New</span> : null}
      </div>
      {loading ? (
        <p className="popup__note" role="status">
          Loading…
        </p>
      ) : shown.length === 0 ? (
        // Header fetch failures are silently ignored (part 1 §8): an empty list.
        <p className="popup__note">{EMPTY_STATES.noNotifications}</p>
      ) : (
        <ul className="notifications" aria-labelledby={`${id}-title`}>
          {shown.map((n) => (
            <li
              key={n.id}
              className={
                unread(n) ? 'notifications__item notifications__item--unread' : 'notifications__item'
              }
            >
              {unread(n) ? <span className="visually-hidden">Unread: </span> : null}
              <span>{n.body}</span>
              <time dateTime={n.created_at}>{timeAgo(n.created_at, now)}</time>
            </li>
          ))}
        </ul>
      )}
      <div className="popup__foot">
        <Link href="/notifications" onClick={onChoose}>
          View All
        </Link>
      </div>
    </div>
  );
}
