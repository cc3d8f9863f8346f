import { type Client, loadProfile, type User } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { useEffect } from 'react';

/**
 * Reloads the signed-in user's profile into the session (part 2 §4: after a payment the profile is
 * reloaded; the sidebar then shows the new package). Resolves to the fresh profile.
 */
export async function refreshProfile(client: Client, fresh = true): Promise<User> {
  const user = await loadProfile(client, fresh);
  client.session?.getState().setUser(user);
  return user;
}

/**
 * Once per signed-in page load the stored profile is refreshed, so that the sidebar's package, the
 * mentor's remaining modules and the location flag are current. The read is the page's one profile read,
 * shared with the screens and widgets (the SDK's loadProfile). A failure keeps the stored profile (a 401 is
 * handled by the session-expiry rule).
 */
export function useProfileRefresh(): void {
  const client = useClient();
  useEffect(() => {
    void refreshProfile(client, false).catch(() => undefined);
  }, [client]);
}
