import { type Client, createClient, getProfile, type User } from '@modkit/sdk';
import { FORBIDDEN_MESSAGE, isRoleAllowed, type Role } from '@modkit/sdk/rules';

/**
 * The LTI entry's sign-in (part 1 §2.11, §4): the profile is loaded with the handed token first (a
 * client of its own, so a refused token never touches the current session), then the token and the
 * profile replace whatever session the browser had. A role outside the five known ones is refused like
 * at login ('Forbidden').
 */
export async function signInWithToken(client: Client, token: string): Promise<{ user: User; role: Role }> {
  const probe = createClient({ baseURL: client.baseURL, token });
  const user = await getProfile(probe);
  const role = user.roles?.[0]?.type;
  if (!isRoleAllowed(role)) throw new Error(FORBIDDEN_MESSAGE);
  const session = client.session?.getState();
  session?.clear();
  session?.signIn(token, user, role);
  return { user, role };
}
