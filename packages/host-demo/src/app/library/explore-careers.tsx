import { getCareers } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, LIMITS, relatedCareerPath } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { CSSProperties } from 'react';
import { Link } from '../router/link';
import './careers.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * 'Explore more' of the related-careers page (part 1 §2.22): every active career in rows of 3 (fewer on
 * small screens), each linking to its own related-careers page; the current one is marked.
 */
export function ExploreCareers({ moduleId, currentId }: { moduleId: number; currentId: number }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const data = useResource(() => getCareers(client), [client]);
  const columns = { '--explore-columns': LIMITS.exploreCareersRow } as CSSProperties;
  let body = <LoadingState label={t('library.loadingCareers')} />;
  if (data.status === 'error') body = <ErrorState error={data.error} onRetry={data.reload} />;
  else if (data.status === 'ready' && !data.data.results.length)
    body = <EmptyState text={wire(EMPTY_STATES.noRecord)} />;
  else if (data.status === 'ready') {
    body = (
      <ul className="explore" style={columns}>
        {data.data.results.map((career) => (
          <li key={career.id}>
            <Link
              className="explore__link"
              href={relatedCareerPath(moduleId, career.id)}
              aria-current={career.id === currentId ? 'page' : undefined}
            >
              {career.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="explore-title">
      <h2 id="explore-title" className="section-title">
        {t('library.exploreMore')}
      </h2>
      {body}
    </section>
  );
}
