import { createECDH, randomBytes } from 'node:crypto';
import type { Rule } from './authz-access';

/** A browser's push keys; the endpoint is a documentation address, refused by the push sender before any network. */
const browser = createECDH('prime256v1');
browser.generateKeys();
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://192.0.2.1/matrix-push',
  keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
};

/**
 * Who may call the signed-in user's own account operations: profile, points, notifications, activity,
 * bookmarks, mentors and invitations, push, the password (see authz-table.ts).
 */
export const ACCOUNT_AUTHZ: Record<string, Rule> = {
  'GET /users/profile': { access: 'signed-in' },
  'PATCH /users/profile': { access: 'signed-in', body: () => ({}) },
  'GET /users/total-points': { access: 'signed-in' },
  'GET /users/notifications': { access: 'signed-in' },
  'PATCH /users/notifications': { access: 'signed-in' },
  'GET /users/activity-log': { access: 'package-gated' },
  'POST /users/activity-log': { access: 'package-gated', body: () => ({ min: 5 }) },
  'GET /users/activity-log/activity': { access: 'package-gated' },
  'GET /users/bookmarks': { access: 'signed-in' },
  'POST /users/bookmarks': { access: 'signed-in', body: (ids) => ({ module_id: ids.spareModule }) },
  'DELETE /users/bookmarks/{id}': { access: 'owner-only', params: (ids) => ({ id: ids.bookmarkToDelete }) },
  'GET /users/liked-modules': { access: 'signed-in' },
  'GET /users/packages': { access: 'signed-in' },
  'GET /users/mentor-details/{value}': { access: 'signed-in', params: (ids) => ({ value: ids.invitation }) },
  // Joining the owner (not oneself) to the mentor: the owner re-joins (a no-op); other learners get 400.
  'POST /users/assign-mentor': {
    access: 'learner-only',
    body: (ids) => ({ learners: [ids.owner], mentors: [ids.ownMentor], invitation: ids.invitation }),
  },
  'GET /users/invitation': { access: 'mentor-only' },
  'GET /users/my-mentors': { access: 'learner-only' },
  'POST /users/mentor-upgrade': { access: 'mentor-only', body: () => ({ message: 'More modules, please.' }) },
  'POST /users/upgrade-request': { access: 'signed-in', body: () => ({ message: 'Unlimited, please.' }) },
  'POST /users/check-location': { access: 'signed-in', body: () => ({ latitude: 10, longitude: 10 }) },
  'POST /users/notification-subscribe': {
    access: 'signed-in',
    body: () => PUSH_SUBSCRIPTION,
  },
  'GET /push/public-key': { access: 'public' },
  'GET /users/my-list': { access: 'signed-in' },
  // A wrong old password: the answer is a 422 past authorization, and no token is revoked.
  'PATCH /users/change-password': {
    access: 'signed-in',
    body: () => ({
      old_password: 'Not-the-password-1',
      password: 'Matrix-pass-2',
      password_confirmation: 'Matrix-pass-2',
    }),
  },
  'GET /users/export': { access: 'signed-in' },
  // Without the password (or a mailed link's token) nothing is erased: 422 for every caller.
  'DELETE /users/account': { access: 'signed-in', body: () => ({}) },
  'POST /users/account/deletion-link': { access: 'signed-in' },
  // Nobody of the matrix has an address from a school: 400 past authorization, for every caller.
  'POST /users/school-address/claim': { access: 'signed-in' },
  'POST /users/school-address/confirm': { access: 'signed-in', body: () => ({ token: 'not-a-link' }) },
  'GET /users/account-joins': { access: 'signed-in' },
  // A request into the owner's account: only the owner answers it (the feature's own test joins and declines).
  'POST /users/account-joins/{id}': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.accountJoin }),
    skipAllowed: 'joining moves and removes accounts: test/accounts/school-address.test.ts',
  },
  'DELETE /users/account-joins/{id}': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.accountJoin }),
    skipAllowed: 'the request is kept for the confirmation row',
  },
};
