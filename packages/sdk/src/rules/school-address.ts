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

/**
 * The api's refusals of the school-address calls (our texts: the spec has none). The app shows them through
 * `wire`, so each is also a message of its catalogue (`address.*`, `joins.notJoinable`, `data.noAddressForLink`).
 */
export const SCHOOL_ADDRESS_REFUSALS = {
  noSchoolAddress: 'Your account has no address from your school to make yours.',
  alreadyOwn: 'Your account already has an address of its own.',
  linkInvalid:
    'This link does not work for the account you are signed in to: it was used, it expired, or it was sent for another address. Ask for a new one from My Profile.',
  notJoinable:
    'These two accounts cannot be joined: they are not of the same role, or the other one has an address of its own now.',
  noAddressForLink:
    "Your account has no address of its own to send the link to. Make the address your school sent your account's first (My Profile), then ask again.",
} as const;
