import type { SubCategory } from '@modkit/sdk';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TopicGrid } from './topic-grid';
import type { useTopicSearch } from './use-topic-search';

/**
 * The topics a search found (part 1 §2.8) as toggle buttons, then Loading…, its failure, the empty text
 * ('Oops!') or 'Show more topics' while there are more.
 */
export function TopicResults({
  search,
  selected,
  onToggle,
}: {
  search: ReturnType<typeof useTopicSearch>;
  selected: ReadonlySet<number>;
  onToggle(topic: SubCategory): void;
}) {
  const { t, wire } = useAppTranslator();
  return (
    <>
      <TopicGrid topics={search.topics} selected={selected} onToggle={onToggle} />
      {search.loading ? (
        <p className="page-loading" role="status">
          {t('common.loadingEllipsis')}
        </p>
      ) : null}
      {!search.loading && search.failed ? <p role="alert">{search.failed}</p> : null}
      {!search.loading && !search.failed && !search.topics.length ? (
        <p className="empty-state">
          <strong>{t('interests.oops')}</strong> {wire(EMPTY_STATES.noRecord)}
        </p>
      ) : null}
      {search.hasMore && !search.loading ? (
        <button type="button" className="btn btn--secondary" onClick={() => void search.more()}>
          {t('profile.moreTopics')}
        </button>
      ) : null}
    </>
  );
}
