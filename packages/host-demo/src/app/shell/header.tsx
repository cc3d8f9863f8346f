import { useClient, useSession } from '@modkit/sdk/react';
import { LEARNER_HOME } from '@modkit/sdk/rules';
import { Icon, Menu } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { HeaderTools } from './header-tools';
import { LazyPointsBadge } from './lazy-points-badge';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { useHeaderScroll } from './use-header-scroll';

/**
 * The header of every signed-in screen (part 1 §2.14): menu button (small screens), app name, search box,
 * categories, points badge (students), notifications (not on /notifications) and the profile menu. It
 * hides on scroll down and gets a shadow after 10 px.
 */
export function Header({
  path,
  menuOpen,
  inert,
  onMenu,
}: {
  path: string;
  menuOpen: boolean;
  inert: boolean;
  onMenu(): void;
}) {
  const client = useClient();
  const { t } = useAppTranslator();
  const student = useSession((s) => s.user_type === 'STUDENT');
  const scroll = useHeaderScroll();
  const className = `header${scroll.hidden && !menuOpen ? ' header--hidden' : ''}${scroll.shadow ? ' header--shadow' : ''}`;
  return (
    <header className={className} inert={inert}>
      <button
        id="menu-button"
        type="button"
        className="header__menu"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onMenu}
      >
        <Icon icon={Menu} />
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      <Link className="brand" href={LEARNER_HOME}>
        modkit
      </Link>
      <HeaderTools path={path} />
      <div className="header__end">
        {student ? <LazyPointsBadge client={client} /> : null}
        {path === '/notifications' ? null : <NotificationsMenu path={path} />}
        <ProfileMenu />
      </div>
    </header>
  );
}
