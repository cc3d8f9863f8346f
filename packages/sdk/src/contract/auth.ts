import { z } from 'zod';
import { dataOf } from './common';
import { User, UserLanguage } from './entities/user';

/** POST /auth/login. */
export const LoginBody = z.object({
  email: z.string(),
  password: z.string(),
  recaptchaResponse: z.string().optional(),
  machine_id: z.string().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The role chosen at sign-up: learner or educator. */
const SignupStatus = z.enum(['STUDENT', 'MENTOR']);

/** POST /auth/signup (multipart: every field arrives as text). */
export const SignupBody = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  country_code: z.string().optional(),
  password: z.string(),
  where_do_you_here_about_us: z.string().optional(),
  status: SignupStatus,
  recaptchaResponse: z.string().optional(),
  machine_id: z.string().optional(),
  /** The user's language (the app's when they sign up); mail is then written in it. */
  language: UserLanguage.optional(),
  /** A sign-up link's token (POST /auth/email-link): in place of the captcha, for the address it was sent to. */
  email_token: z.string().optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** POST /auth/instant-signup (last_name is a single space when the form has none). */
export const InstantSignupBody = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  password: z.string(),
  recaptchaResponse: z.string().optional(),
  machine_id: z.string().optional(),
  /** The user's language, as on signup. */
  language: UserLanguage.optional(),
  /** A sign-up link's token, as on signup. */
  email_token: z.string().optional(),
});
export type InstantSignupBody = z.infer<typeof InstantSignupBody>;

/** The social login providers (`POST /auth/{provider}`). */
export const SocialProvider = z.enum(['google', 'facebook', 'linkedin']);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** POST /auth/google|facebook|linkedin: token id, access token or authorization code. */
export const SocialLoginBody = z.object({
  accessToken: z.string(),
  machine_id: z.string().optional(),
  role: SignupStatus.optional(),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBody>;

/**
 * One social login the server accepts (GET /auth/providers; the spec does not show how the app learns which
 * are configured: ours). `clientId` is the provider's public id the browser starts with; LinkedIn (an
 * authorization code) also says where to send the browser and the redirect URI the server will present.
 */
export const AuthProvider = z.object({
  provider: SocialProvider,
  clientId: z.string(),
  authorizationUrl: z.string().optional(),
  redirectUri: z.string().optional(),
});
export type AuthProvider = z.infer<typeof AuthProvider>;

/** GET /auth/providers: the configured social logins, in the spec's order (Facebook, Google, LinkedIn). */
export const AuthProvidersResponse = z.object({
  data: z.array(AuthProvider),
  /** The reCAPTCHA site key the forms show the checkbox with (null: the development double). */
  meta: z.object({ recaptcha_site_key: z.string().nullable() }).optional(),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

/** Answer of login, signup, instant signup and social login. */
export const AuthResponse = z.object({ data: User, meta: z.object({ token: z.string() }) });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** POST /auth/logout (students send their machine_id). */
export const LogoutBody = z.object({ machine_id: z.string().optional() });
export type LogoutBody = z.infer<typeof LogoutBody>;

/**
 * POST /auth/email-link: mails a one-time link to the address, a way in with no password and no captcha
 * (WCAG 3.3.8): a sign-in link when it has an account, else a sign-up link (the sign-up form without the
 * captcha). The answer is the same either way. `language`: the mail's, when the address has no account.
 */
export const EmailLinkBody = z.object({ email: z.string(), language: UserLanguage.optional() });
export type EmailLinkBody = z.infer<typeof EmailLinkBody>;

/** POST /auth/email-link/sign-in: the sign-in link's token, used once. */
export const EmailLinkSignInBody = z.object({ token: z.string(), machine_id: z.string().optional() });
export type EmailLinkSignInBody = z.infer<typeof EmailLinkSignInBody>;

/** POST /auth/forget-password. */
export const ForgotPasswordBody = z.object({ email: z.string() });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /auth/reset-password/{token}. */
export const ResetPasswordBody = z.object({ password: z.string(), password_confirmation: z.string() });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /auth/verify. */
export const VerifyAccountBody = z.object({ activationToken: z.string(), email: z.string() });
export type VerifyAccountBody = z.infer<typeof VerifyAccountBody>;

/** POST /users/check-location. */
export const CheckLocationBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type CheckLocationBody = z.infer<typeof CheckLocationBody>;

/** `{ data: boolean }`: false means out of library range. */
export const CheckLocationResponse = dataOf(z.boolean());
export type CheckLocationResponse = z.infer<typeof CheckLocationResponse>;

/** POST /users/notification-subscribe: the browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionBody = z.object({
  endpoint: z.url(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** GET /push/public-key: the VAPID application server key a browser subscribes with (404: no push). */
export const PushPublicKeyResponse = z.object({ data: z.object({ publicKey: z.string() }) });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;
