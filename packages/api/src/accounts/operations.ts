import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** Signing up and in (password, social login, one-time links), out, recovery; the profile. */
export const SIGN_IN_OPERATIONS: Operation[] = [
  ...tagged('Auth', [
    ['post /auth/signup public multipart', 'Sign up a learner or mentor', c.SignupBody, c.AuthResponse],
    ['post /auth/login public', 'Log in', c.LoginBody, c.AuthResponse],
    [
      'post /auth/instant-signup public',
      'Sign up with a package choice',
      c.InstantSignupBody,
      c.AuthResponse,
    ],
    ['post /auth/logout', 'Log out (revokes the token)', c.LogoutBody],
    ['post /auth/forget-password public', 'Mail a password reset link', c.ForgotPasswordBody],
    [
      'post /auth/email-link public',
      'Mail a one-time link: sign in with no password and no captcha, or sign up without the captcha',
      c.EmailLinkBody,
    ],
    [
      'post /auth/email-link/sign-in public',
      'Sign in with a one-time link from the mail',
      c.EmailLinkSignInBody,
      c.AuthResponse,
    ],
    ['post /auth/reset-password/{token} public', 'Choose a new password', c.ResetPasswordBody],
    ['post /auth/verify public', 'Verify the e-mail address', c.VerifyAccountBody],
    ['get /auth/resend-varification-link', 'Mail the verification link again'],
    [
      'get /auth/providers public',
      'The social logins this server accepts (the buttons to show)',
      null,
      c.AuthProvidersResponse,
    ],
    [
      'post /auth/google public',
      'Google sign-in: accessToken = the ID token (when configured)',
      c.SocialLoginBody,
      c.AuthResponse,
    ],
    [
      'post /auth/facebook public',
      'Facebook login: accessToken = the user access token (when configured)',
      c.SocialLoginBody,
      c.AuthResponse,
    ],
    [
      'post /auth/linkedin public',
      'LinkedIn sign-in: accessToken = the authorization code (when configured)',
      c.SocialLoginBody,
      c.AuthResponse,
    ],
  ]),
  ...tagged('Users', [
    ['get /users/profile', 'The signed-in user', null, c.ProfileResponse],
    [
      'patch /users/profile multipart',
      'Update the profile (photo ≤ 10 MB)',
      c.UpdateProfileBody,
      c.ProfileResponse,
    ],
  ]),
];

/** Changing the password. */
export const PASSWORD_OPERATIONS: Operation[] = [
  ...tagged('Account', [
    [
      'patch /users/change-password',
      'Change the password (revokes the other tokens)',
      c.ChangePasswordBody,
      c.ChangePasswordResponse,
    ],
  ]),
];

/** The school address an LMS or partner sent, and joining accounts. */
export const SCHOOL_ADDRESS_OPERATIONS: Operation[] = [
  ...tagged('Account', [
    [
      'post /users/school-address/claim',
      "Mail a single-use link to the address an LMS or partner sent for my account, to make it my account's",
      null,
      c.EmptyResponse,
    ],
    [
      'post /users/school-address/confirm',
      'Follow that link while signed in: the address becomes mine, or its account is asked to join mine',
      c.SchoolAddressConfirmBody,
      c.SchoolAddressConfirmResponse,
    ],
    [
      'get /users/account-joins',
      'Requests to join another account of mine (an LMS or partner account) into this one',
      null,
      c.AccountJoinsResponse,
    ],
    ['post /users/account-joins/{id}', 'Join that account into this one', null, c.EmptyResponse],
    [
      'delete /users/account-joins/{id}',
      'Decline the request: the accounts stay apart',
      null,
      c.EmptyResponse,
    ],
  ]),
];
