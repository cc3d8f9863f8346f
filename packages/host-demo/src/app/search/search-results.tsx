import { isCanceled, searchModules } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { useClient, useResource } from '@modkit/sdk/react';
import { LIMITS, noSearchResultsText, type SearchRequest } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState, Pager } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ModuleGrid } from '../library/card-grid';
import { CorrectedKeyword } from './corrected-keyword';

/**
 * The results of one search request (part 2 Search): the cards 40 per page with the pager, or 'Sorry,
 * no search results on …'; above them 'Showing results for …' when the api corrected the keyword. A newer search cancels this one (the SDK's searchModules); a cancelled search
 * keeps the loader going (part 2 §8).
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
  if (data.status === 'error' && !isCanceled(data.error))
    return <ErrorState error={data.error} onRetry={data.reload} />;
  if (data.status !== 'ready') return <LoadingState label={t('search.searching')} />;
  const { results, total, correctedKeyword } = data.data;
  if (!results.length && total === 0) return <EmptyState text={say(i18n, noSearchResultsText(subject))} />;
  return (
    <>
      {correctedKeyword ? <CorrectedKeyword keyword={correctedKeyword} /> : null}
      <p className="search-count" role="status">
        {t('search.found', { count: total })}
      </p>
      <ModuleGrid modules={results} label={t('search.results')} />
      <Pager page={request.page} total={total} pageSize={LIMITS.searchPageSize} onPage={onPage} />
    </>
  );
}
