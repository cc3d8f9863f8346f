import { getNotifications } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, LIMITS } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState, Pager } from '@modkit/widgets/ui';
import { usePageParam } from '../library/use-page-param';
import { PageFrame } from '../ui/page-frame';
import { NotificationItem } from './notification-item';
import { useMarkReadOnOpen } from './use-mark-read-on-open';
import './account.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/notifications` (part 2 §2, §4, §7, §9): every notification, 10 a page (the page in the URL), newest first,
 * unread ones marked New. Opening the page marks them all read (once the first page has loaded, so that it
 * still shows which ones were new); the header's dot clears with it.
 */
export default function NotificationsPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const [page, setPage] = usePageParam();
  const list = useResource(
    () => getNotifications(client, { page, limit: LIMITS.notificationsPageSize }),
    [client, page],
  );
  useMarkReadOnOpen(list.status !== 'loading');
  const now = Date.now();
  return (
    <PageFrame title={t('nav.notifications')} crumbs={[{ label: t('nav.notifications') }]}>
      {list.status === 'loading' && !list.data ? (
        <LoadingState label={t('account.notificationsLoading')} />
      ) : null}
      {list.status === 'error' ? <ErrorState error={list.error} onRetry={list.reload} /> : null}
      {list.data && !list.data.results.length ? (
        <EmptyState text={wire(EMPTY_STATES.noNotifications)} />
      ) : null}
      {list.data?.results.length ? (
        <ol
          className="notification-list"
          aria-label={t('nav.notifications')}
          aria-busy={list.status === 'loading' || undefined}
        >
          {list.data.results.map((n) => (
            <NotificationItem key={n.id} notification={n} now={now} />
          ))}
        </ol>
      ) : null}
      <Pager
        page={page}
        total={list.data?.total ?? 0}
        pageSize={LIMITS.notificationsPageSize}
        onPage={setPage}
      />
    </PageFrame>
  );
}
