/**
 * An LMS's or a partner's learner and the address their school sent (issue 43). Such an account signs in
 * under an undeliverable placeholder of its identity (`lti-…@lms.modkit.invalid`): the address the school
 * sent is contact data, unverified, shown as "Address from <platform>" and never used until the learner
 * claims it (a single-use link mailed to it, followed while signed in to the account).
 */

/** The domain of an LMS's or a partner's account's placeholder address (RFC 2606: `.invalid` is never delivered). */
export const PROVISIONED_ADDRESS_DOMAIN = 'lms.modkit.invalid';

/** Whether an account's address is such a placeholder: not the person's, and nothing is mailed to it. */
export function isProvisionedAddress(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${PROVISIONED_ADDRESS_DOMAIN}`);
}

/** The address a school sent for an account, as the profile answers it. */
export interface SchoolAddress {
  email: string;
  /** The platform's or partner's name (null when it was not known). */
  from: string | null;
}

/** What My Profile shows of an account's address. */
export type AddressView =
  | { kind: 'own'; email: string }
  | { kind: 'school'; email: string; from: string | null }
  | { kind: 'none' };

/**
 * The account's own address when it has one; else the school's (read only, unverified, with a way to claim
 * it); else nothing (the learner may type an address of their own). Never the placeholder.
 */
export function addressView(user: { email: string; school_address?: SchoolAddress | null }): AddressView {
  if (!isProvisionedAddress(user.email)) return { kind: 'own', email: user.email };
  if (user.school_address) return { kind: 'school', ...user.school_address };
  return { kind: 'none' };
}
