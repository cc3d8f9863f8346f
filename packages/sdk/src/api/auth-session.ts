import type { Client } from '../client/create-client';
import type { User } from '../contract/entities/user';
import { FORBIDDEN_MESSAGE, isRoleAllowed } from '../rules/session';

/** What login, signup, instant signup and social login resolve to. */
export interface AuthResult {
  user: User;
  token: string;
}

/** The machine_id of the client's session, sent with every sign-in and the student logout. */
export function machineIdOf(client: Client): string | undefined {
  return client.session?.getState().settings.machine_id;
}

/**
 * Applies the role gate to a sign-in answer (`{ data: user, meta: { token } }`) and stores the
 * session when the client has one. A first role outside the five known ones throws 'Forbidden'.
 */
export function acceptSignIn(client: Client, body: { data: User; meta: { token: string } }): AuthResult {
  const user = body.data;
  const token = body.meta.token;
  const role = user.roles?.[0]?.type;
  if (!isRoleAllowed(role)) throw new Error(FORBIDDEN_MESSAGE);
  client.session?.getState().signIn(token, user, role);
  return { user, token };
}
