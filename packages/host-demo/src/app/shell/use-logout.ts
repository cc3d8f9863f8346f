import { logout } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { useState } from 'react';
import { session } from '../client';
import { useAppTranslator } from '../i18n/use-app-translator';
import { accountOf } from '../offline/device-account';
import { navigate } from '../router/location';

/**
 * Logout from the profile menu ('Unable to clear login session!' when the server refuses; the session is cleared
 * either way), then what the device keeps for the account is removed (issue 44). While changes made offline still
 * wait, `askFirst` asks instead (`unsent` > 0: 'Changes not sent yet', Log out anyway or Stay signed in).
 */
export function useLogout(closeMenu: () => void) {
  const client = useClient();
  const { t } = useAppTranslator();
  const [unsent, setUnsent] = useState(0);
  const signOut = async () => {
    closeMenu();
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
  const askFirst = async () => {
    const account = accountOf(session);
    const waiting = account ? await (await import('../offline/sign-out')).waitingCount(account) : 0;
    if (waiting === 0) return signOut();
    closeMenu();
    setUnsent(waiting);
  };
  return { unsent, askFirst, signOut, stay: () => setUnsent(0) };
}
