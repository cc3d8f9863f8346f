import type { Notification } from '@modkit/sdk';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';

/** One notification: the New tag when it was unread (is_read 0), its text and its relative time. */
export function NotificationItem({ notification: n, now }: { notification: Notification; now: number }) {
  const unread = n.is_read === 0;
  const { t } = useAppTranslator();
  const dates = useDates();
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      {unread ? <span className="tag-new">{t('account.new')}</span> : null}
      <p className="notification__body">{n.body}</p>
      <time
        className="notification__time"
        dateTime={n.created_at}
        title={new Date(n.created_at).toLocaleString()}
      >
        {dates.ago(n.created_at, now)}
      </time>
    </li>
  );
}
