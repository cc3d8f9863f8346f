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

/** Shown before anything is searched (ours: the spec gives no text; no request is made). */
const SEARCH_PROMPT =
  'Type a word in the search box at the top and press Enter, or choose a category, to find modules.';

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
  const title = searchTitle(current);
  const request = searchRequest(current, page);
  return (
    <PageFrame title={title} crumbs={[{ label: 'My Library', href: viewer.home }, { label: 'Search' }]}>
      <CategoryChip current={current} />
      {request ? (
        <SearchResults request={request} subject={searchSubject(current)} onPage={setPage} />
      ) : (
        <EmptyState text={SEARCH_PROMPT} />
      )}
    </PageFrame>
  );
}
