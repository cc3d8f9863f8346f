import { MY_LIST_FILTERS, MY_LIST_SORTS, type MyListFilter, type MyListSort } from '@modkit/sdk/rules';
import './my-list.css';

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
  return (
    <div className="my-list__controls">
      <div className="field">
        <label htmlFor="my-list-filter">Filter</label>
        <select
          id="my-list-filter"
          value={filter}
          onChange={(event) => onChange({ filter: event.target.value as MyListFilter, sort })}
        >
          {MY_LIST_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="my-list-sort">Sort by</label>
        <select
          id="my-list-sort"
          value={sort}
          onChange={(event) => onChange({ filter, sort: event.target.value as MyListSort })}
        >
          {MY_LIST_SORTS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
