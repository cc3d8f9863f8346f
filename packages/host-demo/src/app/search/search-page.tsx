import { say } from '@modkit/sdk/i18n';
import { searchRequest, searchSubject, searchTitle } from '@modkit/sdk/rules';
import { EmptyState } from '@modkit/widgets/ui';
import { usePageParam } from '../library/use-page-param';
import { useViewer } from '../library/use-viewer';
import { useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { CategoryChip } from './category-chip';
import { readSearchQuery } from './search-query';
import { SearchResults } from './search-results';
import './search.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/search` (part 2 Search; part 1 §2.14, §2.20): reads the keyword (from the header's search box), tag,
 * career and category from the URL; the title is 'Search', '… tagged modules' or 'More modules related to
 * …'; the category is a removable chip; results 40 per page; an empty search shows a prompt, no request.
 */
export default function SearchPage() {
  const { query } = useLocation();
  const viewer = useViewer();
  const [page, setPage] = usePageParam();
  const current = readSearchQuery(query);
  const i18n = useAppTranslator();
  const { t } = i18n;
  const title = say(i18n, searchTitle(current));
  const request = searchRequest(current, page);
  return (
    <PageFrame
      title={title}
      // The keyword searched first in the tab title: "perspective – Search – My Library – modkit".
      documentTitle={[current.keyword, title]}
      crumbs={[{ label: t('nav.myLibrary'), href: viewer.home }, { label: t('search.title') }]}
    >
      <CategoryChip current={current} />
      {request ? (
        <SearchResults request={request} subject={searchSubject(current)} onPage={setPage} />
      ) : (
        // Shown before anything is searched (ours: the spec gives no text; no request is made).
        <EmptyState text={t('search.prompt')} />
      )}
    </PageFrame>
  );
}
