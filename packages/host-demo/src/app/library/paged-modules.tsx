import type { Module, Page } from '@modkit/sdk';
import { useResource } from '@modkit/sdk/react';
import { EmptyState, ErrorState, LoadingState, Pager } from '@modkit/widgets/ui';
import { ModuleGrid } from './card-grid';
import { usePageParam } from './use-page-param';

/**
 * A paged grid of module cards (part 1 §2.18, part 2 "Library sub-pages"): loading, the spec's empty
 * text, the server's message with Retry, or the cards with Previous / Page n of m / Next. The page number
 * lives in the URL.
 */
export function PagedModules({
  load,
  empty,
  pageSize,
  loadingLabel,
}: {
  load: (page: number) => Promise<Page<Module>>;
  empty: string;
  pageSize: number;
  loadingLabel: string;
}) {
  const [page, setPage] = usePageParam();
  const data = useResource(() => load(page), [page]);
  if (data.status === 'error') return <ErrorState error={data.error} onRetry={data.reload} />;
  if (data.status === 'loading') return <LoadingState label={loadingLabel} />;
  const { results, total } = data.data;
  return (
    <>
      {results.length ? <ModuleGrid modules={results} /> : <EmptyState text={empty} />}
      <Pager page={page} total={total} pageSize={pageSize} onPage={setPage} />
    </>
  );
}
