import { describe, expect, it } from 'vitest';
import { isAccountInactive, isRoleAllowed, isSessionExpired } from './session';

describe('session expiry (part 1 §4)', () => {
  it.each([
    [{ status: 401, statusText: 'Unauthorized', path: '/my-library' }, true],
    [{ status: 401, message: 'Unauthorized', path: '/projects' }, true],
    [{ status: 401, message: 'Unauthorized', path: '/login' }, false],
    [{ status: 401, message: 'Unauthorized', path: '/' }, false],
    [{ status: 401, message: 'Bad token', path: '/projects' }, false],
    [{ status: 403, message: 'Unauthorized', path: '/projects' }, false],
  ])('%j → expired %s', (input, expired) => expect(isSessionExpired(input)).toBe(expired));

  it.each([
    [{ status: 400, message: 'Your account is Inactive.' }, true],
    [{ status: 400, message: 'Error: Your account is Inactive. Contact us.' }, true],
    [{ status: 401, message: 'Your account is Inactive.' }, false],
    [{ status: 400 }, false],
  ])('%j → inactive %s', (input, inactive) => expect(isAccountInactive(input)).toBe(inactive));

  it.each([
    ['MENTOR', true],
    ['STUDENT', true],
    ['SUPER_ADMIN', true],
    ['ADMIN', true],
    ['SUPER_MENTOR', true],
    ['GUEST', false],
    [undefined, false],
    [null, false],
  ])('role %s allowed: %s', (role, ok) => expect(isRoleAllowed(role)).toBe(ok));
});
