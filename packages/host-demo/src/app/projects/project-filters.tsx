import { PROJECT_SORTS } from '@modkit/sdk/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ChoiceSelect } from '../ui/choice-select';
import { latestMonth, type ProjectsQuery, selectableMonth } from './projects-query';

/** How long typing pauses before the keyword is applied (ms; the spec's shared debounce has no value). */
const KEYWORD_DELAY_MS = 500;

type Filters = Pick<ProjectsQuery, 'month' | 'sort' | 'keyword'>;

/**
 * The projects lists' filters (part 1 §2.24, part 2): a month picker without future months, Newest/Oldest and a
 * keyword search (applied after a pause in typing, or at once with Enter).
 */
export function ProjectFilters({
  value,
  onChange,
  withMonth = true,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
  /** The learner's list has a month picker; the mentor's view of a learner's projects has none (part 2). */
  withMonth?: boolean;
}) {
  const id = useId();
  const { t } = useAppTranslator();
  const [keyword, setKeyword] = useState(value.keyword);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    if (keyword.trim() === latest.current.value.keyword) return;
    const timer = window.setTimeout(
      () => latest.current.onChange({ ...latest.current.value, keyword: keyword.trim() }),
      KEYWORD_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim() !== value.keyword) onChange({ ...value, keyword: keyword.trim() });
  };

  return (
    // No browser validation: a month half cleared (its year gone) would stop Enter in the search and take the
    // focus to the month (WCAG 2.4.3); the month applies only once whole.
    <form className="project-filters" aria-label={t('projects.filter')} onSubmit={submit} noValidate>
      <div className="field" hidden={!withMonth}>
        <label htmlFor={`${id}-month`}>{t('account.month')}</label>
        <input
          id={`${id}-month`}
          type="month"
          max={latestMonth()}
          value={value.month}
          onChange={(e) => {
            const month = selectableMonth(e.currentTarget.value);
            if (month || !e.currentTarget.value) onChange({ ...value, month });
          }}
        />
      </div>
      <ChoiceSelect
        id={`${id}-sort`}
        label={t('library.sortBy')}
        choices={PROJECT_SORTS}
        value={value.sort}
        onChange={(sort) => onChange({ ...value, sort })}
      />
      <div className="field project-filters__search">
        <label htmlFor={`${id}-keyword`}>{t('nav.search')}</label>
        <input
          id={`${id}-keyword`}
          type="search"
          placeholder={t('projects.searchPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
      </div>
    </form>
  );
}
