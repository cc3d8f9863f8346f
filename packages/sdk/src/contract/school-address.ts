import { z } from 'zod';
import { dataOf, Id, Timestamp } from './common';

/**
 * An LMS's or a partner's learner claims the address their school sent (issue 43): a single-use link
 * mailed to it (`POST /users/school-address/claim`), followed while signed in to the account (`POST
 * /users/school-address/confirm`). The address becomes the account's own, or — when it is already another
 * account's — that account's owner is asked, when they next sign in, to join the two (`/users/account-joins`).
 */

/** POST /users/school-address/confirm: the token of the mailed link. */
export const SchoolAddressConfirmBody = z.object({ token: z.string() });
export type SchoolAddressConfirmBody = z.infer<typeof SchoolAddressConfirmBody>;

/**
 * What following the link did: `OWN`, the address is now the account's; `ASKED`, it is another account's,
 * whose owner is asked to join the two (nothing joined yet).
 */
export const SchoolAddressOutcome = z.object({ state: z.enum(['OWN', 'ASKED']), email: z.string() });
export type SchoolAddressOutcome = z.infer<typeof SchoolAddressOutcome>;
export const SchoolAddressConfirmResponse = dataOf(SchoolAddressOutcome);

/** A request to join an LMS's or partner's account into the signed-in one, waiting for its owner. */
export const AccountJoin = z.object({
  id: Id,
  /** The address the other account's learner proved to read (this account's). */
  email: z.string(),
  /** The platform or partner the other account comes from (null when not known). */
  from: z.string().nullable(),
  /** The other account's name. */
  full_name: z.string(),
  created_at: Timestamp,
  expires_at: Timestamp,
});
export type AccountJoin = z.infer<typeof AccountJoin>;
export const AccountJoinsResponse = dataOf(z.array(AccountJoin));
export type AccountJoinsResponse = z.infer<typeof AccountJoinsResponse>;
