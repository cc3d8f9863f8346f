import type { Resource } from '@modkit/sdk/react';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { ReactNode } from 'react';

/**
 * A list loaded with useResource, in its states: Loading (until the first data), the error with Retry, the
 * empty text when there are no rows, and the rows drawn by `children` when there are.
 */
export function ResourceList<Row>({
  resource,
  empty,
  children,
}: {
  resource: Resource<{ results: Row[] }>;
  empty: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const data = resource.data;
  return (
    <>
      {resource.status === 'loading' && !data ? <LoadingState /> : null}
      {resource.status === 'error' ? <ErrorState error={resource.error} onRetry={resource.reload} /> : null}
      {data && !data.results.length ? <EmptyState text={empty} /> : null}
      {data?.results.length ? children(data.results) : null}
    </>
  );
}
