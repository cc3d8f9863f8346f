/**
 * LinkedIn sign-in is a full-page redirect (authorization code): the state, the role chosen on signup and
 * where to go afterwards are kept in sessionStorage until LinkedIn sends the browser back to
 * `LINKEDIN_CALLBACK_PATH` (the spec does not show the callback's path: ours).
 */
export const LINKEDIN_CALLBACK_PATH = '/linkedin-callback';
const KEY = 'modkit:linkedin-oauth';

/** What the callback needs: the state to match, the signup role, and the page the visitor came from. */
export interface LinkedinPending {
  state: string;
  role?: 'STUDENT' | 'MENTOR' | undefined;
  /** 'login' follows the post-login redirect; 'signup' the after-signup route. */
  from: 'login' | 'signup';
  /** The query of the page the visitor came from (redirectTo, redirectLearnerTo, instantsignup). */
  search: string;
}

/** LinkedIn's authorization endpoint, when the server could not read it from LinkedIn's OpenID configuration. */
const LINKEDIN_AUTHORIZATION_URL = 'https://www.linkedin.com/oauth/v2/authorization';

/**
 * Sends the browser to LinkedIn's authorization page, with the client id, authorization endpoint and redirect
 * URI the server gave (`GET /auth/providers`): the server presents the same redirect URI when it trades the code.
 */
export function startLinkedinSignIn(
  linkedin: { clientId: string; authorizationUrl?: string | undefined; redirectUri?: string | undefined },
  pending: Omit<LinkedinPending, 'state'>,
): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(KEY, JSON.stringify({ ...pending, state }));
  const url = new URL(linkedin.authorizationUrl ?? LINKEDIN_AUTHORIZATION_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: linkedin.clientId,
    redirect_uri: linkedin.redirectUri ?? `${window.location.origin}${LINKEDIN_CALLBACK_PATH}`,
    state,
    scope: 'openid profile email',
  }).toString();
  window.location.assign(url.toString());
}

/** The pending sign-in when `state` is the one we sent (read once: it is removed). */
export function takeLinkedinPending(state: string | null): LinkedinPending | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as LinkedinPending;
    return pending.state === state ? pending : null;
  } catch {
    return null;
  }
}
