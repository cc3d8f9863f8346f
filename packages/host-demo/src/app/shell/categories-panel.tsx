import { getCategories } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import { useEffect, useRef } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { searchPath } from '../search/search-query';

/** Arrow Up / Down, Home and End move between the panel's links. */
function moveFocus(this: HTMLElement, event: KeyboardEvent) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = [...this.querySelectorAll<HTMLAnchorElement>('a')];
  if (!links.length) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(links.length - 1, at + 1)
          : Math.max(0, at - 1);
  links[next]?.focus();
}

/**
 * The categories dropdown's panel (part 1 §2.14, §7 GET /categories page 1, limit 100): each category
 * names a group of its sub-categories, and a sub-category links to /search?category_id=…&category=….
 */
export default function CategoriesPanel({
  id,
  focusFirst,
  onChoose,
}: {
  id: string;
  focusFirst: boolean;
  onChoose(): void;
}) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const categories = useResource(() => getCategories(client), [client]);
  const panel = useRef<HTMLDivElement>(null);
  const ready = categories.status === 'ready';
  useEffect(() => {
    if (ready && focusFirst) panel.current?.querySelector('a')?.focus();
  }, [ready, focusFirst]);
  useEffect(() => {
    const element = panel.current;
    element?.addEventListener('keydown', moveFocus);
    return () => element?.removeEventListener('keydown', moveFocus);
  }, []);

  const groups = (categories.data?.results ?? []).filter((c) => c.subcategories.length > 0);
  return (
    <div id={id} ref={panel} className="popup popup--categories">
      {categories.status === 'loading' && !categories.data ? (
        <p className="popup__note" role="status">
          {t('common.loadingEllipsis')}
        </p>
      ) : groups.length === 0 ? (
        // Header fetch failures are silently ignored (part 1 §8): the list is simply empty.
        <p className="popup__note">{wire(EMPTY_STATES.noRecord)}</p>
      ) : (
        <nav aria-label={t('nav.categories')}>
          <ul className="categories">
            {groups.map((category) => (
              <li key={category.id}>
                <span className="categories__name" id={`${id}-${category.id}`}>
                  {category.name}
                </span>
                <ul aria-labelledby={`${id}-${category.id}`}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <Link href={searchPath({ categoryId: sub.id, category: sub.name })} onClick={onChoose}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
