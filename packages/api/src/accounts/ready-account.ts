import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema';

/** Who a ready account is: its address, name, role and password (null: none set yet). */
export type AccountIdentity = Pick<
  Insertable<UsersTable>,
  'email' | 'password_hash' | 'first_name' | 'last_name' | 'role'
>;

/**
 * The users row of an account that is ready at once (no sign-up steps): active, verified, every module
 * open, no invitations to send, made `now`.
 */
export const readyAccount = (identity: AccountIdentity, now: string): Insertable<UsersTable> => ({
  ...identity,
  status: 'ACTIVE',
  verified: 1,
  allowed_modules: -1,
  max_invites: 0,
  created_at: now,
  updated_at: now,
});
