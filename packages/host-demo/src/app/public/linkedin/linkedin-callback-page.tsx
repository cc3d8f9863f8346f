import { socialLogin } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { afterSignupRoute, postLoginRedirect } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { LINKEDIN_CALLBACK_PATH, takeLinkedinPending } from '../../login/linkedin-oauth';
import { navigate } from '../../router/location';
import { SigningInScreen } from '../signing-in-screen';

/**
 * Our text when LinkedIn sends the visitor back without a usable answer (the spec gives none): its English,
 * as the catalogue's `signin.linkedinCancelled` has it; the page shows it in the user's language.
 */
export const LINKEDIN_CANCELLED = 'LinkedIn sign-in was cancelled or has expired. Please try again.';

/** One exchange per code while it runs (StrictMode runs effects twice in development). */
const exchanges = new Map<string, Promise<string>>();

/** Sends LinkedIn's code to the api and resolves to where the user goes next. */
async function exchange(client: Parameters<typeof socialLogin>[0], query: URLSearchParams): Promise<string> {
  const pending = takeLinkedinPending(query.get('state'));
  const code = query.get('code');
  if (!pending || !code) throw new Error(LINKEDIN_CANCELLED);
  const { user } = await socialLogin(client, 'linkedin', {
    accessToken: code,
    ...(pending.role ? { role: pending.role } : {}),
  });
  const role = user.roles?.[0]?.type ?? 'STUDENT';
  const from = new URLSearchParams(pending.search);
  return pending.from === 'signup'
    ? afterSignupRoute(role, from.get('redirectLearnerTo'))
    : postLoginRedirect(role, from);
}

/**
 * `/linkedin-callback` (part 1 §2.4–2.5, §7; the spec does not show this path): LinkedIn's authorization
 * code goes to POST /auth/linkedin, then the user goes on as after login (or after signup when they came
 * from signup). The code leaves the address at once; a refusal shows the server's message.
 */
export default function LinkedinCallbackPage() {
  const client = useClient();
  // Read once: the address loses the code right after.
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const [failure, setFailure] = useState<string | null>(null);
  const { t, wire } = useAppTranslator();
  useEffect(() => {
    const key = query.get('code') ?? '';
    let live = true;
    const attempt = exchanges.get(key) ?? exchange(client, query);
    exchanges.set(key, attempt);
    navigate(LINKEDIN_CALLBACK_PATH, { replace: true });
    attempt
      .then(
        (to) => live && navigate(to, { replace: true }),
        (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => exchanges.delete(key));
    return () => {
      live = false;
    };
  }, [client, query]);
  // Our cancelled text and the server's refusals are English (the wire format): shown in the user's language.
  const shown = failure === null ? null : wire(failure);
  return <SigningInScreen title={t('signin.linkedin')} failure={shown} />;
}
