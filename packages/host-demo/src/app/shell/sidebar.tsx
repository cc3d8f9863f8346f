import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';
import { learnerSidebarEntries, showsUpgradeLink, sidebarKey, sidebarName } from '@modkit/sdk/rules';
import { Link } from '../router/link';

/**
 * The sidebar (part 1 §2.15): name (cut to 80, '---'), the learner's package with 'Upgrade Package'
 * (hidden for the yearly one), the learner items with their locks, and the copyright line.
 */
export function Sidebar({ id, open, path }: { id: string; open: boolean; path: string }) {
  const user = useSession((s) => s.user?.data) as User | undefined;
  const student = useSession((s) => s.user_type === 'STUDENT');
  const pkg = user?.userpackages?.packages;
  const current = sidebarKey(path);
  const fullName = user?.full_name ?? [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <aside id={id} className={open ? 'sidebar sidebar--open' : 'sidebar'} aria-label="Sidebar">
      <div className="sidebar__profile">
        <Link href="/my-profile" className="sidebar__name">
          {sidebarName(fullName)}
        </Link>
        {student && pkg ? (
          <p className="sidebar__package">
            {pkg.name}
            {showsUpgradeLink(pkg) ? (
              <>
                {' · '}
                <Link href="/my-account">Upgrade Package</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {student ? (
        <nav aria-label="Main">
          <ul className="sidebar__items">
            {learnerSidebarEntries(pkg).map((item) => (
              <li key={item.label}>
                <Link href={item.path} aria-current={current === item.path.slice(1) ? 'page' : undefined}>
                  {item.label}
                  {item.locked ? (
                    <span className="sidebar__lock" role="img" aria-label="Locked">
                      🔒
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="sidebar__footer">© {new Date().getFullYear()} modkit</p>
    </aside>
  );
}
