import { z } from 'zod';
import { Id, PageQuery, pageOf, Timestamp } from './common';

/**
 * A person's own data (GDPR articles 15, 17 and 20): the export (`GET /users/export`, a zip answered as a
 * file, no JSON schema) and the deletion of the account (`DELETE /users/account`), confirmed by the
 * password, or by a mailed link for accounts without one; and the admin console's user list, export and
 * erasure of any account.
 */

/** DELETE /users/account: the password, or the token of the mailed confirmation link. */
export const AccountDeletionBody = z.object({
  password: z.string().optional(),
  token: z.string().optional(),
});
export type AccountDeletionBody = z.infer<typeof AccountDeletionBody>;

/** GET /admin/users: a page of accounts, optionally those whose name or address holds `keyword`. */
export const AdminUsersQuery = PageQuery.extend({ keyword: z.string().optional() });
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** An account as the admin console lists it. */
export const AdminUser = z.object({
  id: Id,
  full_name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  /** Whether the account can sign in with a password (else: social sign-in or an LMS). */
  has_password: z.boolean(),
  /** Whether the account came from a school system (LTI) or a sign-in provider. */
  from_lms: z.boolean(),
  created_at: Timestamp,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUsersResponse = pageOf(AdminUser);
