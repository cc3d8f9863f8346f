import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ChevronIcon } from './icons';
import { useDisclosure } from './use-disclosure';

// The list and its call load with the first opening, never with the app's entry.
const CategoriesPanel = lazy(() => import('./categories-panel'));

/**
 * The header's categories dropdown (part 1 §2.14): a disclosure whose panel lists the categories with
 * their sub-categories; choosing one goes to /search with that category. Arrow Down on the button opens
 * it on the first entry; Escape closes it and returns to the button.
 */
export function CategoriesMenu() {
  const { open, setOpen, box, trigger, id, close } = useDisclosure();
  const [focusFirst, setFocusFirst] = useState(false);
  const { t } = useAppTranslator();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setFocusFirst(true);
    setOpen(true);
  };
  return (
    <div className="header-popup categories-menu" ref={box}>
      <button
        {...trigger}
        className="header-button categories-menu__button"
        onClick={() => {
          setFocusFirst(false);
          setOpen(!open);
        }}
        onKeyDown={onKeyDown}
      >
        {t('nav.categories')}
        <ChevronIcon />
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={id} className="popup popup--categories">
              <p className="popup__note" role="status">
                {t('common.loadingEllipsis')}
              </p>
            </div>
          }
        >
          <CategoriesPanel id={id} focusFirst={focusFirst} onChoose={() => close(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
