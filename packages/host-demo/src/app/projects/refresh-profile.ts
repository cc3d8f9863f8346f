import { type Client, getProfile } from '@modkit/sdk';
import { packageNameChanged } from '@modkit/sdk/rules';

/**
 * Package change (part 1 §4): after a project submission the profile is fetched again; when its package
 * name differs from the stored one, the stored profile is replaced and the caller reloads the page (true).
 * A failed fetch changes nothing.
 */
export async function refreshProfileAfterSubmission(
  client: Client,
  storedPackageName: string | null | undefined,
): Promise<boolean> {
  try {
    const fresh = await getProfile(client);
    if (!packageNameChanged(storedPackageName, fresh.userpackages?.packages?.name)) return false;
    client.session?.getState().setUser(fresh);
    return true;
  } catch {
    return false;
  }
}
