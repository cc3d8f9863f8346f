import { useSession } from '@modkit/sdk/react';
import { lazy, Suspense } from 'react';
import { track } from '../analytics/track';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { useDisclosure } from './use-disclosure';
import { useLogout } from './use-logout';

// The question asked before a logout that would lose changes made offline: loaded when it is asked.
const LogoutQuestion = lazy(() =>
  import('../offline/logout-question').then((m) => ({ default: m.LogoutQuestion })),
);
// The language menu (and its profile save) loads with the menu's first opening, never with the app's entry.
const LanguageMenu = lazy(() => import('../i18n/language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * The profile menu (part 1 §2.14): Profile, My Account and My Points (students), Contact us
 * ('clicked-contact-us'), Logout ('Unable to clear login session!' when the server refuses; the session is
 * cleared either way; changes made offline that still wait are asked about first, and what the device keeps
 * for the account is removed). A disclosure: Escape and a click outside close it.
 */
export function ProfileMenu() {
  const { t } = useAppTranslator();
  const student = useSession((s) => s.user_type === 'STUDENT');
  const firstName = useSession((s) => (s.user?.data.first_name as string | undefined) ?? '');
  const { open, setOpen, box, trigger, id } = useDisclosure();

  const { unsent, askFirst, signOut, stay } = useLogout(() => setOpen(false));

  const items: Array<[string, string]> = [
    [t('nav.profile'), '/my-profile'],
    ...(student
      ? ([
          [t('nav.myAccount'), '/my-account'],
          [t('nav.myPoints'), '/your-points'],
        ] as Array<[string, string]>)
      : []),
    [t('nav.contactUs'), '/contact-us'],
  ];
  return (
    <div className="profile-menu" ref={box}>
      <button {...trigger} className="profile-menu__button" aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="profile-menu__avatar" aria-hidden="true">
          {firstName.slice(0, 1).toUpperCase() || '?'}
        </span>
        <span className="visually-hidden">{t('nav.profileMenu')}</span>
      </button>
      <ul id={id} className="profile-menu__list" hidden={!open}>
        {items.map(([label, href]) => (
          <li key={href}>
            <Link
              href={href}
              onClick={() => {
                if (href === '/contact-us') track('clicked-contact-us', { from: 'profile-menu' });
                setOpen(false);
              }}
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={askFirst}>
            {t('nav.logout')}
          </button>
        </li>
        {open ? (
          <li>
            <Suspense fallback={null}>
              <LanguageMenu className="profile-menu__language" />
            </Suspense>
          </li>
        ) : null}
      </ul>
      {unsent > 0 ? (
        <Suspense fallback={null}>
          <LogoutQuestion unsent={unsent} onLogout={signOut} onStay={stay} />
        </Suspense>
      ) : null}
    </div>
  );
}
