import { ApiError } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { FORBIDDEN_MESSAGE, FORBIDDEN_TEXT, postLoginRedirect } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { navigate } from '../../router/location';
import { goToMarketingSite } from '../marketing-site';
import { SigningInScreen } from '../signing-in-screen';
import { exchangeLaunchCode } from './exchange-launch-code';
import { signInWithToken } from './sign-in-with-token';

/** Our text for a token the api refuses (the spec gives none). */
export const LTI_TOKEN_REFUSED = 'This link has expired or is not valid. Please sign in again.';

/** One sign-in per token while it runs (StrictMode runs effects twice in development). */
const attempts = new Map<string, Promise<string>>();

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return LTI_TOKEN_REFUSED;
  if (error instanceof Error && error.message === FORBIDDEN_MESSAGE) return FORBIDDEN_TEXT;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `/launch/lti?token=…` (part 1 §2.11) and `/launch/lti?code=…` (a widget inside the LMS handing over to the
 * app: a single-use code of 60 s, traded for the token here): the token or code is taken out of the
 * address at once (it never stays in the history), the token stored as the login token with the profile it
 * loads, then the user goes where the widget asked, or the learner to My Library and other roles to the
 * mentor library (a same-site `redirectTo` is honoured as after login). Without either: the marketing
 * site, or the login screen when none is configured.
 */
export default function LtiEntryPage() {
  const client = useClient();
  const [entry] = useState(() => {
    const rest = new URLSearchParams(window.location.search);
    const token = rest.get('token');
    const code = rest.get('code');
    rest.delete('token');
    rest.delete('code');
    return { key: token ?? code, token, code, rest };
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const { key, token, code, rest } = entry;
    if (!key) return goToMarketingSite('/', (to) => navigate(to, { replace: true }));
    navigate(`/launch/lti${rest.size ? `?${rest}` : ''}`, { replace: true });
    let live = true;
    const signIn = async () => {
      const handed = token
        ? { token, path: null }
        : await exchangeLaunchCode(client.baseURL ?? '/api', code!);
      const { role } = await signInWithToken(client, handed.token);
      return handed.path ?? postLoginRedirect(role, rest);
    };
    const attempt = attempts.get(key) ?? signIn();
    attempts.set(key, attempt);
    attempt
      .then(
        (to) => live && navigate(to, { replace: true }),
        (error: unknown) => live && setFailure(failureText(error)),
      )
      .finally(() => attempts.delete(key));
    return () => {
      live = false;
    };
  }, [client, entry]);

  if (!entry.key) return null;
  return <SigningInScreen title="Opening modkit" failure={failure} />;
}
