import { searchIntent } from '@modkit/sdk/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { navigate, useLocation } from '../router/location';
import { readSearchQuery, searchPath } from '../search/search-query';
import { SearchIcon } from './icons';

/**
 * The header's search box (part 1 §2.14): Enter runs the search on /search (`keyword` in the URL); an
 * empty value clears it (on /search the keyword leaves the URL, other filters stay). On /search the box
 * shows the current keyword.
 */
export function HeaderSearch() {
  const { path, query } = useLocation();
  const { t } = useAppTranslator();
  const current = path === '/search' ? readSearchQuery(query) : null;
  const keyword = current?.keyword ?? '';
  const [text, setText] = useState(keyword);
  const id = useId();
  useEffect(() => setText(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const intent = searchIntent(text);
    if ('search' in intent) {
      navigate(searchPath({ keyword: intent.search }));
      return;
    }
    setText('');
    if (current?.keyword) navigate(searchPath({ ...current, keyword: '' }));
  };

  return (
    <search className="header-search">
      <form onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('nav.search')}
        </label>
        <input
          id={id}
          type="search"
          placeholder={t('nav.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="header-search__submit">
          <SearchIcon />
          <span className="visually-hidden">{t('nav.runSearch')}</span>
        </button>
      </form>
    </search>
  );
}
