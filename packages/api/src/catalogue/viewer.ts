export const isAdmin = (role: string) => role === 'ADMIN' || role === 'SUPER_ADMIN';
export const isMentorRole = (role: string) => role === 'MENTOR' || role === 'SUPER_MENTOR';

/** The module statuses a role may list: PUBLISH only, except admins who may ask for others. */
export function visibleStatuses(role: string, requested: string | undefined): string[] {
  if (!isAdmin(role) || !requested) return ['PUBLISH'];
  return requested
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
    .slice(0, 5);
}
