import type { Client } from '../client/create-client';
import { toFormData } from '../client/form-data';
import type {
  AuthProvider,
  AuthProvidersResponse,
  AuthResponse,
  EmailLinkBody,
  ForgotPasswordBody,
  InstantSignupBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  SocialLoginBody,
  SocialProvider,
  VerifyAccountBody,
} from '../contract/auth';
import { type AuthResult, acceptSignIn, machineIdOf } from './auth-session';

export type { AuthResult } from './auth-session';

/** Email, password and captcha answer of the login form. */
export type LoginInput = Omit<LoginBody, 'machine_id'>;

/** Signs in (POST /auth/login) and stores the session after the role gate. */
export async function login(client: Client, input: LoginInput): Promise<AuthResult> {
  const json: LoginBody = { ...input, machine_id: machineIdOf(client) };
  return acceptSignIn(client, await client.request<AuthResponse>('POST', '/auth/login', { json }));
}

/** The signup form's fields (phone and country code optional). */
export type SignupInput = Omit<SignupBody, 'machine_id'>;

/** Creates an account (POST /auth/signup, multipart) and stores the session after the role gate. */
export async function signup(client: Client, input: SignupInput): Promise<AuthResult> {
  const form = toFormData({ ...input, machine_id: machineIdOf(client) });
  return acceptSignIn(client, await client.request<AuthResponse>('POST', '/auth/signup', { form }));
}

/** The instant-signup form: a name, email, password and captcha; last_name defaults to one space. */
export type InstantSignupInput = Omit<InstantSignupBody, 'machine_id' | 'last_name'> & { last_name?: string };

/** Creates an account for a package purchase (POST /auth/instant-signup) and stores the session. */
export async function instantSignup(client: Client, input: InstantSignupInput): Promise<AuthResult> {
  const json: InstantSignupBody = {
    ...input,
    last_name: input.last_name || ' ',
    machine_id: machineIdOf(client),
  };
  return acceptSignIn(client, await client.request<AuthResponse>('POST', '/auth/instant-signup', { json }));
}

/** The provider's token (id token, access token or authorization code) and the role on signup. */
export type SocialLoginInput = Omit<SocialLoginBody, 'machine_id'>;

/** Signs in with Google, Facebook or LinkedIn (POST /auth/{provider}) and stores the session. */
export async function socialLogin(
  client: Client,
  provider: SocialProvider,
  input: SocialLoginInput,
): Promise<AuthResult> {
  const json: SocialLoginBody = { ...input, machine_id: machineIdOf(client) };
  return acceptSignIn(client, await client.request<AuthResponse>('POST', `/auth/${provider}`, { json }));
}

/**
 * What the sign-in screens need from the server (GET /auth/providers): the social logins it accepts (the
 * buttons to show) and the reCAPTCHA site key (null: no checkbox, the development double).
 */
export async function getSignInSettings(
  client: Client,
): Promise<{ providers: AuthProvider[]; recaptchaSiteKey: string | null }> {
  const answer = await client.request<AuthProvidersResponse>('GET', '/auth/providers');
  return { providers: answer?.data ?? [], recaptchaSiteKey: answer?.meta?.recaptcha_site_key ?? null };
}

/** The social logins the server accepts (GET /auth/providers): the buttons to show, none when it has none. */
export async function getAuthProviders(client: Client): Promise<AuthProvider[]> {
  return (await getSignInSettings(client)).providers;
}

/**
 * Logs out: POST /auth/logout with `{ machine_id }` for students (an empty body for other roles),
 * then clears the session (keeping machine_id) even when the call fails; the failure is rethrown.
 */
export async function logout(client: Client): Promise<void> {
  const state = client.session?.getState();
  try {
    if (client.token()) {
      const json = state?.user_type === 'STUDENT' ? { machine_id: machineIdOf(client) } : {};
      await client.request('POST', '/auth/logout', { json });
    }
  } finally {
    client.session?.getState().clear();
  }
}

/**
 * Asks for a one-time link by e-mail (POST /auth/email-link), the way in with no password and no puzzle: a
 * sign-in link when the address has an account, else a sign-up link (its `email_token` replaces the captcha).
 */
export async function requestEmailLink(client: Client, body: EmailLinkBody): Promise<void> {
  await client.request('POST', '/auth/email-link', { json: body });
}

/** Signs in with a sign-in link's token (POST /auth/email-link/sign-in) and stores the session after the role gate. */
export async function signInWithEmailLink(client: Client, token: string): Promise<AuthResult> {
  const json = { token, machine_id: machineIdOf(client) };
  return acceptSignIn(
    client,
    await client.request<AuthResponse>('POST', '/auth/email-link/sign-in', { json }),
  );
}

/** Asks for a password-reset email (POST /auth/forget-password). */
export async function forgotPassword(client: Client, body: ForgotPasswordBody): Promise<void> {
  await client.request('POST', '/auth/forget-password', { json: body });
}

/** Sets a new password with the emailed token (POST /auth/reset-password/{token}). */
export async function resetPassword(client: Client, token: string, body: ResetPasswordBody): Promise<void> {
  await client.request('POST', `/auth/reset-password/${encodeURIComponent(token)}`, { json: body });
}

/** Verifies the account from the emailed link (POST /auth/verify). */
export async function verifyAccount(client: Client, body: VerifyAccountBody): Promise<void> {
  await client.request('POST', '/auth/verify', { json: body });
}

/** Sends the verification email again (GET /auth/resend-varification-link). */
export async function resendVerificationLink(client: Client): Promise<void> {
  await client.request('GET', '/auth/resend-varification-link');
}
