import { useEffect, useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { CategoriesMenu } from './categories-menu';
import { HeaderSearch } from './header-search';
import { SearchIcon } from './icons';

/**
 * The header's search box and categories dropdown (part 1 §2.14). Wide screens show them inline; under
 * 767 px they fold behind one button and open as a row under the header, so that 360 px fits.
 */
export function HeaderTools({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useAppTranslator();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the row again.
  useEffect(() => setOpen(false), [path]);
  return (
    <div className="header-tools">
      <button
        type="button"
        className="header-button header-button--icon header-tools__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <SearchIcon />
        <span className="visually-hidden">{t('nav.searchAndCategories')}</span>
      </button>
      <div id={id} className={open ? 'header-tools__row header-tools__row--open' : 'header-tools__row'}>
        <HeaderSearch />
        <CategoriesMenu />
      </div>
    </div>
  );
}
