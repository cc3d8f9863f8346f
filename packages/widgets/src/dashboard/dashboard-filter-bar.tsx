/** The dashboard's filters: grade, school and organization (as the server lists them), month and year. */
import { isFutureMonth, MONTH_NAMES, sortGrades } from '@modkit/sdk/rules';
import type { DashboardFilters } from './stored-filters';
import type { FilterLists } from './use-dashboard-filters';

interface FilterOption {
  value: string | number;
  label: string | number;
  disabled?: boolean;
}

/** One labelled select with 'All' first (the empty value). */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number;
  options: FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="mk-filter">
      <span>{label}</span>
      <select className="mk-input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const listed = (options: string[]): FilterOption[] => options.map((o) => ({ value: o, label: o }));
const numberOrNull = (value: string) => (value ? Number(value) : null);

export function DashboardFilterBar({
  filters,
  lists,
  now,
  update,
}: {
  filters: DashboardFilters;
  lists: FilterLists | null | undefined;
  now: Date;
  update: (patch: Partial<DashboardFilters>) => void;
}) {
  const thisYear = now.getUTCFullYear();
  const listFilter = (name: 'grade' | 'school' | 'organization', label: string, options: string[]) => (
    <FilterSelect
      label={label}
      value={filters[name] ?? ''}
      options={listed(options)}
      onChange={(value) => update({ [name]: value || null })}
    />
  );
  return (
    <fieldset className="mk-filters">
      <legend className="mk-visually-hidden">Filters</legend>
      {listFilter('grade', 'Grade', sortGrades(lists?.gradeList ?? []))}
      {listFilter('school', 'School', lists?.schoolList ?? [])}
      {listFilter('organization', 'Organization', lists?.organizationList ?? [])}
      <FilterSelect
        label="Month"
        value={filters.month ?? ''}
        options={MONTH_NAMES.map((name, i) => ({
          value: i + 1,
          label: name,
          disabled: isFutureMonth(i + 1, filters.year ?? thisYear, now),
        }))}
        onChange={(value) => update({ month: numberOrNull(value) })}
      />
      <FilterSelect
        label="Year"
        value={filters.year ?? ''}
        options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: y, label: y }))}
        onChange={(value) => update({ year: numberOrNull(value) })}
      />
    </fieldset>
  );
}
