import { verifyAccount } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { LEARNER_HOME, LOGIN_ROUTE, PROFILE_ROUTE, verifyAccountParams } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { Link } from '../router/link';
import { useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { refreshProfile } from '../session/profile-refresh';
import { useDocumentTitle } from '../ui/use-document-title';

/** One verification per link and page load: the token is single use (a second call would fail). */
const attempts = new Map<string, Promise<void>>();

type Outcome = { state: 'loading' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * `/verify-account?token=…&email=…` (part 1 §2.10): both are needed (else the profile route); a '+' read
 * as a space is restored (verifyAccountParams). Calls verifyAccount and shows the outcome; a signed-in
 * user's stored profile is reloaded so the unverified notice goes away.
 */
export default function VerifyAccountPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  useDocumentTitle(t('verify.title'));
  const { query } = useLocation();
  const authenticated = useSession((s) => s.isAuthenticated);
  const params = verifyAccountParams(query);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'loading' });
  const token = params?.token;
  const email = params?.email;

  useEffect(() => {
    if (!token || !email) return;
    let live = true;
    const key = `${token}\n${email}`;
    const attempt = attempts.get(key) ?? verifyAccount(client, { activationToken: token, email });
    attempts.set(key, attempt);
    attempt.then(
      async () => {
        if (live) setOutcome({ state: 'verified' });
        if (client.token()) await refreshProfile(client).catch(() => undefined);
      },
      (error: unknown) => {
        if (live)
          setOutcome({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, token, email]);

  if (!params) return <Redirect to={PROFILE_ROUTE} />;
  const next = authenticated
    ? { href: LEARNER_HOME, label: t('verify.goToLibrary') }
    : { href: LOGIN_ROUTE, label: t('reset.goToLogin') };
  return (
    <OnboardingLayout titleId="verify-title">
      <section className="onboarding__form" aria-labelledby="verify-title">
        <h1 id="verify-title">{t('verify.title')}</h1>
        {/* One live region from the start: 'Verifying…' becomes 'verified' in it (WCAG 4.1.3). */}
        <div role="status">
          {outcome.state === 'loading' ? (
            <p>{t('verify.verifying', { email: params.email })}</p>
          ) : outcome.state === 'verified' ? (
            <p>{t('verify.verified', { email: params.email })}</p>
          ) : null}
        </div>
        {outcome.state === 'failed' ? (
          <p role="alert" className="field__error">
            {wire(outcome.message)}
          </p>
        ) : null}
        {outcome.state !== 'loading' ? (
          <Link className="btn btn--block" href={next.href}>
            {next.label}
          </Link>
        ) : null}
      </section>
    </OnboardingLayout>
  );
}
