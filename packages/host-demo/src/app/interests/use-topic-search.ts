import { type SubCategory, searchSubCategories } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { LIMITS, searchIntent } from '@modkit/sdk/rules';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Topic search (GET /categories/sub-categories, pages of 20): the typed text is applied after the search
 * delay (a blank text lists every topic); `more()` loads the next page. Late answers are dropped.
 */
export function useTopicSearch(text: string) {
  const client = useClient();
  const [keyword, setKeyword] = useState('');
  const [topics, setTopics] = useState<SubCategory[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const intent = searchIntent(text);
    const next = 'search' in intent ? intent.search : '';
    if (next === keyword) return;
    const timer = setTimeout(() => setKeyword(next), LIMITS.searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  const load = useCallback(
    async (kw: string, pageNumber: number) => {
      const id = ++request.current;
      setLoading(true);
      setFailed(null);
      try {
        const found = await searchSubCategories(client, { keyword: kw || undefined, page: pageNumber });
        if (id !== request.current) return;
        setTopics((list) => (pageNumber === 1 ? found.results : [...list, ...found.results]));
        setTotal(found.total);
        setPage(pageNumber);
      } catch (error) {
        if (id === request.current) setFailed(error instanceof Error ? error.message : String(error));
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load(keyword, 1);
  }, [keyword, load]);

  return {
    topics,
    loading,
    failed,
    hasMore: topics.length < total,
    more: () => load(keyword, page + 1),
  };
}
