/** The dashboard's filters: grade, school and organization (as the server lists them), month and year. */
import { isFutureMonth, sortGrades } from '@modkit/sdk/rules';
import { useT } from '../runtime/i18n';
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
  const { t } = useT();
  return (
    <label className="mk-filter">
      <span>{label}</span>
      <select className="mk-input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t('common.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The twelve months' indexes (their names come from Intl in the widget's language). */
const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
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
  const { t, date, number } = useT();
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
      <legend className="mk-visually-hidden">{t('dashboard.filters')}</legend>
      {listFilter('grade', t('dashboard.grade'), sortGrades(lists?.gradeList ?? []))}
      {listFilter('school', t('dashboard.school'), lists?.schoolList ?? [])}
      {listFilter('organization', t('dashboard.organization'), lists?.organizationList ?? [])}
      <FilterSelect
        label={t('dashboard.month')}
        value={filters.month ?? ''}
        options={MONTHS.map((i) => ({
          value: i + 1,
          label: date(Date.UTC(2000, i, 1), { month: 'long', timeZone: 'UTC' }),
          disabled: isFutureMonth(i + 1, filters.year ?? thisYear, now),
        }))}
        onChange={(value) => update({ month: numberOrNull(value) })}
      />
      <FilterSelect
        label={t('dashboard.year')}
        value={filters.year ?? ''}
        options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({
          value: y,
          label: number(y, { useGrouping: false }),
        }))}
        onChange={(value) => update({ year: numberOrNull(value) })}
      />
    </fieldset>
  );
}
