import type { Notification } from '@modkit/sdk';
import { EMPTY_STATES, NOTIFICATIONS_SHOWN } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
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
  const dates = useDates();
  const { t, wire } = useAppTranslator();
  return (
    <div id={id} className="popup popup--notifications">
      <div className="popup__head">
        <h2 id={`${id}-title`}>{t('nav.notifications')}</h2>
        {shown.some(unread) ? <span className="tag">{t('account.new')}</span> : null}
      </div>
      {loading ? (
        <p className="popup__note" role="status">
          {t('common.loadingEllipsis')}
        </p>
      ) : shown.length === 0 ? (
        // Header fetch failures are silently ignored (part 1 §8): an empty list.
        <p className="popup__note">{wire(EMPTY_STATES.noNotifications)}</p>
      ) : (
        <ul className="notifications" aria-labelledby={`${id}-title`}>
          {shown.map((n) => (
            <li
              key={n.id}
              className={
                unread(n) ? 'notifications__item notifications__item--unread' : 'notifications__item'
              }
            >
              {unread(n) ? <span className="visually-hidden">{t('account.unread')}</span> : null}
              <span>{n.body}</span>
              <time dateTime={n.created_at}>{dates.ago(n.created_at, now)}</time>
            </li>
          ))}
        </ul>
      )}
      <div className="popup__foot">
        <Link href="/notifications" onClick={onChoose}>
          {t('carousel.viewAll')}
        </Link>
      </div>
    </div>
  );
}
