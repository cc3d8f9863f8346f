import { logout } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { lazy, Suspense, useState } from 'react';
import { track } from '../analytics/track';
import { session } from '../client';
import { useAppTranslator } from '../i18n/use-app-translator';
import { accountOf } from '../offline/device-account';
import { Link } from '../router/link';
import { navigate } from '../router/location';
import { useDisclosure } from './use-disclosure';

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
  const client = useClient();
  const { t } = useAppTranslator();
  const student = useSession((s) => s.user_type === 'STUDENT');
  const firstName = useSession((s) => (s.user?.data.first_name as string | undefined) ?? '');
  const { open, setOpen, box, trigger, id } = useDisclosure();

  const [unsent, setUnsent] = useState(0);
  const signOut = async () => {
    setOpen(false);
    setUnsent(0);
    const account = accountOf(session);
    const device = await import('../offline/sign-out');
    try {
      await logout(client);
    } catch {
      window.alert(t('nav.logoutFailed'));
    }
    if (account) await device.forgetDevice(account).catch(() => undefined);
    navigate('/', { replace: true });
  };
  // Changes made offline that still wait are lost with the logout: the learner is asked first (issue 44).
  const askFirst = async () => {
    const account = accountOf(session);
    const waiting = account ? await (await import('../offline/sign-out')).waitingCount(account) : 0;
    if (waiting > 0) {
      setOpen(false);
      setUnsent(waiting);
    } else await signOut();
  };

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
          <LogoutQuestion unsent={unsent} onLogout={signOut} onStay={() => setUnsent(0)} />
        </Suspense>
      ) : null}
    </div>
  );
}
