import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, LIMITS, MY_LIST_HINTS, myListFilterOf, myListSortOf } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState, Pager } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { navigate, useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { ModuleGrid } from './card-grid';
import { loadMyList } from './load-my-list';
import { MyListControls } from './my-list-controls';
import { usePageParam } from './use-page-param';
import { useViewer } from './use-viewer';

/**
 * `/my-list` (part 1 §2.23, part 2 My List): filter Bookmarked / Recently Viewed (default Recently
 * Viewed), sort Newest / Oldest, the module cards 12 per page; empty: 'Your haven't created your list
 * yet.' with a hint per filter. Filter, sort and page live in the URL; changing one goes back to page 1.
 */
export default function MyListPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const viewer = useViewer();
  const { query } = useLocation();
  const [page, setPage] = usePageParam();
  const filter = myListFilterOf(query.get('filter'));
  const sort = myListSortOf(query.get('sort'));
  const data = useResource(
    () => loadMyList(client, { filter, sort, page, role: viewer.role }),
    [client, filter, sort, page, viewer.role],
  );
  const change = (next: { filter: string; sort: string }) => {
    const params = new URLSearchParams();
    if (next.filter !== 'Recently Viewed') params.set('filter', next.filter);
    if (next.sort !== 'Newest') params.set('sort', next.sort);
    const search = params.toString();
    navigate(search ? `/my-list?${search}` : '/my-list', { keepScroll: true });
  };
  let body = <LoadingState label={t('library.loadingList')} />;
  if (data.status === 'error') body = <ErrorState error={data.error} onRetry={data.reload} />;
  else if (data.status === 'ready') {
    const { results, total } = data.data;
    body = (
      <>
        {results.length ? (
          <ModuleGrid modules={results} label={wire(filter)} />
        ) : (
          <EmptyState text={wire(EMPTY_STATES.myList)}>
            <p>{wire(MY_LIST_HINTS[filter])}</p>
          </EmptyState>
        )}
        <Pager page={page} total={total} pageSize={LIMITS.libraryPageSize} onPage={setPage} />
      </>
    );
  }
  return (
    <PageFrame
      title={t('carousel.myList')}
      crumbs={[{ label: t('nav.myLibrary'), href: viewer.home }, { label: t('carousel.myList') }]}
    >
      <MyListControls filter={filter} sort={sort} onChange={change} />
      {body}
    </PageFrame>
  );
}
