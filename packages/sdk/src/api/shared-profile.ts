import type { Client } from '../client/create-client';
import type { User } from '../contract/entities/user';

/** The profile read of each client, with the token it was read with (another sign-in reads it again). */
const profiles = new WeakMap<Client, { token: string; pending: Promise<User> }>();

/** The client's shared profile read for its current token, if there is one (users.ts' loadProfile). */
export function sharedProfile(client: Client): Promise<User> | undefined {
  const known = profiles.get(client);
  return known && known.token === (client.token() ?? '') ? known.pending : undefined;
}

/** Keeps `pending` as the client's shared profile for its current token, until it fails. */
export function shareProfile(client: Client, pending: Promise<User>): Promise<User> {
  const entry = { token: client.token() ?? '', pending };
  profiles.set(client, entry);
  pending.catch(() => {
    if (profiles.get(client) === entry) profiles.delete(client);
  });
  return pending;
}
