import { type Client, getProfile, type User } from '@modkit/sdk';

const profiles = new WeakMap<Client, Promise<User>>();

/** The signed-in user's profile, fetched once per client and shared by every widget on the page. */
export function loadProfile(client: Client, fresh = false): Promise<User> {
  let pending = profiles.get(client);
  if (!pending || fresh) {
    pending = getProfile(client);
    profiles.set(client, pending);
    pending.catch(() => profiles.delete(client));
  }
  return pending;
}

/** The user's role as the spec reads it: `roles[0].type`. */
export function roleOf(user: User | undefined): string {
  return user?.roles[0]?.type ?? '';
}

export function isLearner(user: User | undefined): boolean {
  return roleOf(user) === 'STUDENT';
}

export function isMentorRole(user: User | undefined): boolean {
  const role = roleOf(user);
  return role === 'MENTOR' || role === 'SUPER_MENTOR';
}
