import { SCHOOL_ADDRESS_REFUSALS } from '@modkit/sdk/rules';

/** The api's texts of exports and erasures (our texts: the spec has none), in one place. */
export const PRIVACY_MESSAGES = {
  erased: 'Your account and your data have been deleted.',
  erasedByAdmin: 'The account and its data have been deleted.',
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'The password is not correct.',
  linkRequired:
    'Your account has no password: ask for a confirmation link by e-mail, then open it to delete your account.',
  linkInvalid: 'This confirmation link is not valid any more. Ask for a new one.',
  linkSent: 'We have e-mailed you a link to confirm the deletion of your account. It works for an hour.',
  noAddressForLink: SCHOOL_ADDRESS_REFUSALS.noAddressForLink,
  ownAccountFromConsole: 'Delete your own account from My Profile.',
} as const;
