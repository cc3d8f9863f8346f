/** Roles that read the catalogue as the public library does: published modules only (part 1 §6). */
const LIBRARY_ROLES = new Set(['STUDENT', 'MENTOR', 'SUPER_MENTOR']);

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
