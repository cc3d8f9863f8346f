import type { Client } from '@modkit/sdk';
import { packageNameChanged } from '@modkit/sdk/rules';
import { refreshProfile } from '../session/profile-refresh';

/**
 * Package change (part 1 §4): after a project submission the profile is fetched again and stored; true
 * when its package name differs from the one stored before (the caller reloads the page). A failed fetch
 * changes nothing.
 */
export async function refreshProfileAfterSubmission(
  client: Client,
  storedPackageName: string | null | undefined,
): Promise<boolean> {
  try {
    const fresh = await refreshProfile(client);
    return packageNameChanged(storedPackageName, fresh.userpackages?.packages?.name);
  } catch {
    return false;
  }
}
