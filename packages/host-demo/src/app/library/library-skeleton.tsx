import { useAppTranslator } from '../i18n/use-app-translator';
import './library.css';

/**
 * What My Library shows while it loads, announced as loading: the banner's band until the featured question is
 * in, then two carousels of card shapes under the banner until the first carousel is. The card shapes never
 * show above a banner still to come: its height comes with its question, and they would be pushed.
 */
export function LibrarySkeleton({ part }: { part: 'banner' | 'carousels' }) {
  const { t } = useAppTranslator();
  return (
    <div className="library-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('library.loadingLibrary')}</span>
      {part === 'banner' ? (
        <div className="library-skeleton__banner" aria-hidden="true" />
      ) : (
        [0, 1].map((row) => (
          <div key={row} className="library-skeleton__row" aria-hidden="true">
            <div className="library-skeleton__title" />
            <div className="library-skeleton__cards">
              <div />
              <div />
              <div />
            </div>
          </div>
        ))
      )}
    </div>
  );
}
