import { useAppTranslator } from '../i18n/use-app-translator';

/** Shown while a page's code loads. */
export function PageLoading() {
  const { t } = useAppTranslator();
  return (
    <p className="page-loading" role="status">
      {t('common.loadingEllipsis')}
    </p>
  );
}
