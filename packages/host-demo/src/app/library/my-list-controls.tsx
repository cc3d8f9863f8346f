import { MY_LIST_FILTERS, MY_LIST_SORTS, type MyListFilter, type MyListSort } from '@modkit/sdk/rules';
import { ChoiceSelect } from '../ui/choice-select';
import './my-list.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/** My List's filter (Bookmarked / Recently Viewed) and sort (Newest / Oldest) (part 1 §2.23). */
export function MyListControls({
  filter,
  sort,
  onChange,
}: {
  filter: MyListFilter;
  sort: MyListSort;
  onChange: (next: { filter: MyListFilter; sort: MyListSort }) => void;
}) {
  const { t } = useAppTranslator();
  return (
    <div className="my-list__controls">
      <ChoiceSelect
        id="my-list-filter"
        label={t('library.filter')}
        choices={MY_LIST_FILTERS}
        value={filter}
        onChange={(next) => onChange({ filter: next, sort })}
      />
      <ChoiceSelect
        id="my-list-sort"
        label={t('library.sortBy')}
        choices={MY_LIST_SORTS}
        value={sort}
        onChange={(next) => onChange({ filter, sort: next })}
      />
    </div>
  );
}
