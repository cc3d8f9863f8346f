import { isCanceled, searchModules } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { type Resource, useClient, useResource } from '@modkit/sdk/react';
import { LIMITS, noSearchResultsText, type SearchRequest } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState, Pager } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ModuleGrid } from '../library/card-grid';
import { CorrectedKeyword } from './corrected-keyword';

/**
 * The results of one search request (part 2 Search): the cards 40 per page with the pager, or 'Sorry,
 * no search results on …'; above them 'Showing results for …' when the api corrected the keyword. A newer
 * search cancels this one (the SDK's searchModules); a cancelled search keeps the loader going (part 2 §8).
 */
export function SearchResults({
  request,
  subject,
  onPage,
}: {
  request: SearchRequest;
  subject: string;
  onPage: (page: number) => void;
}) {
  const client = useClient();
  const i18n = useAppTranslator();
  const { t } = i18n;
  const key = JSON.stringify(request);
  const data = useResource(() => searchModules(client, request), [client, key]);
  const found = data.status === 'ready' && data.data.results.length ? data.data.total : null;
  const corrected = data.status === 'ready' && found !== null ? data.data.correctedKeyword : undefined;
  return (
    <>
      {corrected ? <CorrectedKeyword keyword={corrected} /> : null}
      {/* In the page before the results (WCAG 4.1.3): a live region made with its text is not always read. */}
      <p className="search-count" role="status">
        {found === null ? null : t('search.found', { count: found })}
      </p>
      <SearchBody data={data} subject={subject} request={request} onPage={onPage} />
    </>
  );
}

/** The results themselves: loading, the failure, 'Sorry, no search results on …', or the cards and pager. */
function SearchBody({
  data,
  subject,
  request,
  onPage,
}: {
  data: Resource<Awaited<ReturnType<typeof searchModules>>>;
  subject: string;
  request: SearchRequest;
  onPage: (page: number) => void;
}) {
  const i18n = useAppTranslator();
  const { t } = i18n;
  if (data.status === 'error' && !isCanceled(data.error))
    return <ErrorState error={data.error} onRetry={data.reload} />;
  if (data.status !== 'ready') return <LoadingState label={t('search.searching')} />;
  const { results, total } = data.data;
  if (!results.length && total === 0) return <EmptyState text={say(i18n, noSearchResultsText(subject))} />;
  return (
    <>
      <ModuleGrid modules={results} label={t('search.results')} />
      <Pager page={request.page} total={total} pageSize={LIMITS.searchPageSize} onPage={onPage} />
    </>
  );
}
