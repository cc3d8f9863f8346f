import { useAppTranslator } from '../i18n/use-app-translator';
import './library.css';

/**
 * What My Library shows while its banner and carousels load: the banner's band and two carousels of card
 * shapes, announced as loading.
 */
export function LibrarySkeleton() {
  const { t } = useAppTranslator();
  return (
    <div className="library-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('library.loadingLibrary')}</span>
      <div className="library-skeleton__banner" aria-hidden="true" />
      {[0, 1].map((row) => (
        <div key={row} className="library-skeleton__row" aria-hidden="true">
          <div className="library-skeleton__title" />
          <div className="library-skeleton__cards">
            <div />
            <div />
            <div />
          </div>
        </div>
      ))}
    </div>
  );
}
