import { logout } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { forcesLogout } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { navigate } from '../router/location';

/**
 * `autologout=true` on the login page (part 1 §2.4): signs out (a failure is let go), then drops the flag from
 * the address. True while it runs, so that a signed-in visitor is not redirected meanwhile.
 */
export function useForcedLogout(query: URLSearchParams) {
  const client = useClient();
  const [loggingOut, setLoggingOut] = useState(() => forcesLogout(query));
  useEffect(() => {
    if (!loggingOut) return;
    let live = true;
    void logout(client)
      .catch(() => undefined)
      .finally(() => {
        const rest = new URLSearchParams(window.location.search);
        rest.delete('autologout');
        navigate(`${window.location.pathname}${rest.size ? `?${rest}` : ''}`, { replace: true });
        if (live) setLoggingOut(false);
      });
    return () => {
      live = false;
    };
  }, [client, loggingOut]);
  return loggingOut;
}
