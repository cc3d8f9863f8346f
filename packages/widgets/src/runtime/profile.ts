import type { User } from '@modkit/sdk';

/** The signed-in user's profile, read once per client and shared by every widget on the page (and the app). */
export { loadProfile } from '@modkit/sdk';

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
