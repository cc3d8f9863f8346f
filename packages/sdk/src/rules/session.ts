/** Session-level rules of part 1 §4 (session expiry, inactive account, role gate). */

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account is Inactive.';
export const INACTIVE_RELOAD_DELAY_MS = 1000;

/** Paths on which a 401 is an ordinary answer (a failed login), not an expired session. */
const PATHS_WITHOUT_EXPIRY = new Set(['/', '/login']);

/**
 * A 401 whose status text or message is 'Unauthorized', outside '/' and '/login',
 * means the session expired.
 */
export function isSessionExpired(input: {
  status: number;
  statusText?: string;
  message?: string;
  path: string;
}): boolean {
  if (input.status !== 401) return false;
  if (PATHS_WITHOUT_EXPIRY.has(input.path)) return false;
  return input.statusText === 'Unauthorized' || input.message === 'Unauthorized';
}

/** A 400 whose message contains 'Your account is Inactive.' logs the user out. */
export function isAccountInactive(input: { status: number; message?: string }): boolean {
  return input.status === 400 && (input.message ?? '').includes(ACCOUNT_INACTIVE_MESSAGE);
}

const ALLOWED_ROLES = ['MENTOR', 'STUDENT', 'SUPER_ADMIN', 'ADMIN', 'SUPER_MENTOR'] as const;
export type Role = (typeof ALLOWED_ROLES)[number];
export const FORBIDDEN_MESSAGE = 'Forbidden';
export const FORBIDDEN_TEXT = "You don't have permission to access on this server";

/** Role gate after login: the first role type must be one of the five known roles. */
export function isRoleAllowed(roleType: string | undefined | null): roleType is Role {
  return typeof roleType === 'string' && (ALLOWED_ROLES as readonly string[]).includes(roleType);
}
