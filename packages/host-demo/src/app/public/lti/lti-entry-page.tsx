import { ApiError } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { FORBIDDEN_MESSAGE, FORBIDDEN_TEXT, postLoginRedirect } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { navigate } from '../../router/location';
import { goToMarketingSite } from '../marketing-site';
import { SigningInScreen } from '../signing-in-screen';
import { signInWithToken } from './sign-in-with-token';

/** Our text for a token the api refuses (the spec gives none). */
export const LTI_TOKEN_REFUSED = 'This link has expired or is not valid. Please sign in again.';

/** One sign-in per token while it runs (StrictMode runs effects twice in development). */
const attempts = new Map<string, ReturnType<typeof signInWithToken>>();

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return LTI_TOKEN_REFUSED;
  if (error instanceof Error && error.message === FORBIDDEN_MESSAGE) return FORBIDDEN_TEXT;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `/launch/lti?token=…` (part 1 §2.11): the token is taken out of the address at once (it never stays in
 * the history), stored as the login token with the profile it loads, then the learner goes to My Library
 * and other roles to the mentor library (a same-site `redirectTo` is honoured as after login). Without a
 * token: the marketing site, or the login screen when none is configured.
 */
export default function LtiEntryPage() {
  const client = useClient();
  const [entry] = useState(() => {
    const rest = new URLSearchParams(window.location.search);
    const token = rest.get('token');
    rest.delete('token');
    return { token, rest };
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const { token, rest } = entry;
    if (!token) return goToMarketingSite('/', (to) => navigate(to, { replace: true }));
    navigate(`/launch/lti${rest.size ? `?${rest}` : ''}`, { replace: true });
    let live = true;
    const attempt = attempts.get(token) ?? signInWithToken(client, token);
    attempts.set(token, attempt);
    attempt
      .then(
        ({ role }) => live && navigate(postLoginRedirect(role, rest), { replace: true }),
        (error: unknown) => live && setFailure(failureText(error)),
      )
      .finally(() => attempts.delete(token));
    return () => {
      live = false;
    };
  }, [client, entry]);

  if (!entry.token) return null;
  return <SigningInScreen title="Opening modkit" failure={failure} />;
}
