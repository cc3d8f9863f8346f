import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** The reference's operations of a person's own data and of the admin console's accounts. */
export const PRIVACY_OPERATIONS: Operation[] = [
  ...tagged('Account', [
    ['get /users/export', 'Download my data: a zip of everything held about me and my files'],
    [
      'delete /users/account',
      'Delete my account and my data (the password, or the token of the mailed link for accounts without one)',
      c.AccountDeletionBody,
      c.EmptyResponse,
    ],
    [
      'post /users/account/deletion-link',
      'Mail a link that confirms the deletion of my account (accounts without a password)',
      null,
      c.EmptyResponse,
    ],
  ]),
  ...tagged('Admin', [
    [
      'get /admin/users',
      'Accounts, newest first, by name or e-mail (administrators)',
      c.AdminUsersQuery,
      c.AdminUsersResponse,
    ],
    [
      'get /admin/users/{id}/export',
      'A zip of everything held about an account, with its files (administrators)',
    ],
    ['delete /admin/users/{id}', 'Erase an account and its data (administrators)', null, c.EmptyResponse],
  ]),
];
