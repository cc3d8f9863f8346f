/**
 * Previous / 'Page n of m' / Next, shown only when there is more than one page. `total` is the item count
 * the server reported; `pageSize` the spec's page size of that list.
 */
import { useT } from '../runtime/i18n';
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t, number } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="mk-row mk-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="mk-btn mk-btn--ghost mk-btn--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span>{t('pager.page', { page: number(page), pages: number(pages) })}</span>
      <button
        type="button"
        className="mk-btn mk-btn--ghost mk-btn--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
