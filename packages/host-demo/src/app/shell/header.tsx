import { useClient, useSession } from '@modkit/sdk/react';
import { Link } from '../router/link';
import { LazyPointsBadge } from './lazy-points-badge';
import { ProfileMenu } from './profile-menu';
import { useHeaderScroll } from './use-header-scroll';

/** The header of every signed-in screen: menu button (small screens), app name, points badge, profile menu. */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu(): void }) {
  const client = useClient();
  const student = useSession((s) => s.user_type === 'STUDENT');
  const scroll = useHeaderScroll();
  const className = `header${scroll.hidden && !menuOpen ? ' header--hidden' : ''}${scroll.shadow ? ' header--shadow' : ''}`;
  return (
    <header className={className}>
      <button
        type="button"
        className="header__menu"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onMenu}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menu</span>
      </button>
      <Link className="brand" href="/my-library">
        modkit
      </Link>
      <div className="header__end">
        {student ? <LazyPointsBadge client={client} /> : null}
        <ProfileMenu />
      </div>
    </header>
  );
}
