import type { ApiContext } from '../config/context';
import { credentialAttempts, signupAttempts, socialLoginAttempts } from '../http/guards/rate-limits';
import type { RouteTable } from '../http/route-table';
import { changePassword } from './account-password-routes';
import * as profile from './account-profile-routes';
import * as recovery from './account-recovery-routes';
import * as emailLinks from './email-link-routes';
import * as schoolAddress from './school-address-routes';
import * as auth from './session-auth-routes';
import { usedIdTokensIn } from './social/single-use-id-tokens';
import { SOCIAL_PROVIDERS, socialLoginsFor } from './social/social-providers';

/** Signup, login (password and social), logout and the account recovery links. */
const signInRoutes = (ctx: ApiContext): RouteTable => {
  const signups = signupAttempts(ctx); // signup and instant signup share one count
  // Social login (part 1 §2.4, §7): the providers SOCIAL settings switch on; the others answer 400. One
  // count per client address for all of them; each OpenID ID token signs in once.
  const social = socialLoginsFor(ctx.config, usedIdTokensIn(ctx.db));
  const socialAttempts = socialLoginAttempts(ctx);
  const socialLogins = SOCIAL_PROVIDERS.map((provider) => [
    `post /auth/${provider}`,
    [socialAttempts, auth.socialLogin(ctx, social, provider)],
  ]);
  return {
    'post /auth/signup': [signups, auth.signupForm(ctx), auth.signup(ctx)],
    'post /auth/instant-signup': [signups, auth.instantSignup(ctx)],
    'post /auth/login': [credentialAttempts(ctx, 'login'), auth.login(ctx)],
    'get /auth/providers': auth.listProviders(ctx, social),
    ...Object.fromEntries(socialLogins),
    'post /auth/logout': auth.logout(ctx),
    'post /auth/forget-password': [credentialAttempts(ctx, 'forgot-password'), recovery.forgotPassword(ctx)],
    'post /auth/email-link': [credentialAttempts(ctx, 'email-link'), emailLinks.requestEmailLink(ctx)],
    'post /auth/email-link/sign-in': [
      credentialAttempts(ctx, 'email-link-sign-in'),
      emailLinks.signInWithLink(ctx),
    ],
    'post /auth/reset-password/{token}': recovery.resetPassword(ctx),
    'post /auth/verify': recovery.verifyAccount(ctx),
    'get /auth/resend-varification-link': recovery.resendVerification(ctx),
  };
};

/** Signing up and in; the signed-in user's profile and password, the school address and account joins. */
export const accountsRoutes = (ctx: ApiContext): RouteTable => ({
  ...signInRoutes(ctx),
  'get /users/profile': profile.showProfile(ctx),
  'patch /users/profile': [profile.profileForm(ctx), profile.updateProfile(ctx)],
  'patch /users/change-password': changePassword(ctx),
  'post /users/school-address/claim': schoolAddress.claimSchoolAddress(ctx),
  'post /users/school-address/confirm': schoolAddress.confirmSchoolAddress(ctx),
  'get /users/account-joins': schoolAddress.listAccountJoins(ctx),
  'post /users/account-joins/{id}': schoolAddress.confirmAccountJoin(ctx),
  'delete /users/account-joins/{id}': schoolAddress.declineAccountJoin(ctx),
});
