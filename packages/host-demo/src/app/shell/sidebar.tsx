import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';
import { sidebarKey } from '@modkit/sdk/rules';
import { Link } from '../router/link';
import { LockIcon } from './icons';
import { sidebarEntries } from './sidebar-entries';
import { SidebarProfile } from './sidebar-profile';
import { useWindowWidth } from './use-window-width';

/**
 * The sidebar (part 1 §2.15): the profile block, the items of the user's role (learner items with their
 * locks; mentor and super-mentor items, Dashboard only above 550 px), and the copyright line.
 */
export function Sidebar({ id, open, path }: { id: string; open: boolean; path: string }) {
  const user = useSession((s) => s.user?.data) as User | undefined;
  const role = useSession((s) => s.user_type);
  const width = useWindowWidth();
  const current = sidebarKey(path);
  const entries = sidebarEntries(role, user?.userpackages?.packages, width);
  return (
    <aside id={id} className={open ? 'sidebar sidebar--open' : 'sidebar'} aria-label="Sidebar">
      <SidebarProfile user={user} role={role} />
      <nav aria-label="Main">
        <ul className="sidebar__items">
          {entries.map((item) => (
            <li key={item.label}>
              <Link
                href={item.path}
                aria-current={current !== null && current === sidebarKey(item.path) ? 'page' : undefined}
              >
                {item.label}
                {item.locked ? (
                  <span className="sidebar__lock" role="img" aria-label="Locked">
                    <LockIcon />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sidebar__footer">© {new Date().getFullYear()} modkit</p>
    </aside>
  );
}
