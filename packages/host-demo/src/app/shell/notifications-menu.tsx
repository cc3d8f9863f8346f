import { lazy, Suspense } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { BellIcon } from './icons';
import { useDisclosure } from './use-disclosure';
import { useNotifications } from './use-notifications';

// The popup's list loads with its first opening, never with the app's entry.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The header's notifications icon and popup (part 1 §2.14): the dot of §4 (cleared by clicking the
 * icon), and on click up to 4 of the latest 10 with 'View All'. The shell leaves it out on /notifications.
 */
export function NotificationsMenu({ path }: { path: string }) {
  const { latest, loading, dot, opened } = useNotifications(path);
  const { open, setOpen, box, trigger, id, close } = useDisclosure();
  const { t } = useAppTranslator();
  return (
    <div className="header-popup notifications-menu" ref={box}>
      <button
        {...trigger}
        className="header-button header-button--icon"
        aria-describedby={dot ? `${id}-dot` : undefined}
        onClick={() => {
          if (!open) opened();
          setOpen(!open);
        }}
      >
        <BellIcon />
        <span className="visually-hidden">{t('nav.notifications')}</span>
        {dot ? <span className="notifications-menu__dot" aria-hidden="true" /> : null}
      </button>
      <span id={`${id}-dot`} hidden>
        {t('nav.unread')}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel id={id} items={latest} loading={loading} onChoose={() => close(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
