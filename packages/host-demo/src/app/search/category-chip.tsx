import { Icon, X } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { navigate } from '../router/location';
import { type SearchQuery, searchPath } from './search-query';

/** The chosen category as a removable chip (part 2 Search); removing it keeps the rest of the search. */
export function CategoryChip({ current }: { current: SearchQuery }) {
  const { t } = useAppTranslator();
  if (!current.categoryId) return null;
  const name = current.category || t('search.category');
  const remove = () => navigate(searchPath({ ...current, categoryId: null, category: '' }));
  return (
    <ul className="chips search-chips" aria-label={t('search.filters')}>
      <li className="search-chip">
        <span>{name}</span>
        <button
          type="button"
          className="search-chip__remove"
          aria-label={t('search.removeCategory', { name })}
          onClick={remove}
        >
          <Icon icon={X} />
        </button>
      </li>
    </ul>
  );
}
