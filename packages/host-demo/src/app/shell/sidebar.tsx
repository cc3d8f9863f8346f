import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';
import { sidebarKey } from '@modkit/sdk/rules';
import { useRef } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { LockIcon } from './icons';
import { sidebarEntries } from './sidebar-entries';
import { SidebarProfile } from './sidebar-profile';
import { useDrawer } from './use-drawer';
import { useWindowWidth } from './use-window-width';

/**
 * The sidebar (part 1 §2.15): the profile block, the items of the user's role (learner items with their
 * locks; mentor and super-mentor items, Dashboard only above 550 px), and the copyright line.
 */
export function Sidebar({
  id,
  open,
  modal,
  onClose,
  path,
}: {
  id: string;
  open: boolean;
  /** Small screens: the open sidebar is a modal drawer. */
  modal: boolean;
  onClose(refocus: boolean): void;
  path: string;
}) {
  const box = useRef<HTMLElement>(null);
  const { t, wire } = useAppTranslator();
  useDrawer(modal, box, onClose);
  const user = useSession((s) => s.user?.data) as User | undefined;
  const role = useSession((s) => s.user_type);
  const width = useWindowWidth();
  const current = sidebarKey(path);
  const entries = sidebarEntries(role, user?.userpackages?.packages, width);
  const content = (
    <>
      {modal ? (
        <button type="button" className="btn btn--secondary sidebar__close" onClick={() => onClose(true)}>
          {t('nav.closeMenu')}
        </button>
      ) : null}
      <SidebarProfile user={user} role={role} />
      <nav aria-label={t('nav.main')}>
        <ul className="sidebar__items">
          {entries.map((item) => (
            <li key={item.label}>
              <Link
                href={item.path}
                aria-current={current !== null && current === sidebarKey(item.path) ? 'page' : undefined}
              >
                {wire(item.label)}
                {item.locked ? (
                  <span className="sidebar__lock" role="img" aria-label={t('common.locked')}>
                    <LockIcon />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sidebar__footer">© {new Date().getFullYear()} modkit</p>
    </>
  );
  return (
    <aside
      ref={box}
      id={id}
      className={open ? 'sidebar sidebar--open' : 'sidebar'}
      aria-label={t('nav.sidebar')}
    >
      {modal ? (
        <div role="dialog" aria-modal="true" aria-label={t('nav.menu')}>
          {content}
        </div>
      ) : (
        content
      )}
    </aside>
  );
}
