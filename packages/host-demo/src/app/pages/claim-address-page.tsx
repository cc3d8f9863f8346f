import { confirmSchoolAddress, logout, type SchoolAddressOutcome } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { LOGIN_ROUTE, PROFILE_ROUTE } from '@modkit/sdk/rules';
import { errorMessage } from '@modkit/widgets/ui';
import { useEffect, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { refreshProfile } from '../session/profile-refresh';

/** One use per link and page load: the token is single use (a second call would fail). */
const attempts = new Map<string, Promise<SchoolAddressOutcome>>();

type Outcome =
  | { state: 'loading' }
  | { state: 'OWN' | 'ASKED'; email: string }
  | { state: 'failed'; message: string };

/**
 * `/claim-address?token=…` (issue 43): the link mailed to the address an LMS or a partner sent, opened while
 * signed in to the account it was sent for. The address becomes the account's own, or — another account has
 * it — that account's owner is asked to join the two: this page then offers to sign in to it. Signed out,
 * the link does nothing, and the page says where to open it.
 */
export default function ClaimAddressPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const token = useLocation().query.get('token') ?? '';
  const signedIn = useSession((s) => s.isAuthenticated);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'loading' });

  useEffect(() => {
    if (!token || !signedIn) return;
    let live = true;
    const attempt = attempts.get(token) ?? confirmSchoolAddress(client, token);
    attempts.set(token, attempt);
    attempt.then(
      async (done) => {
        if (live) setOutcome(done);
        if (done.state === 'OWN') await refreshProfile(client).catch(() => undefined);
      },
      (error: unknown) => {
        if (live) setOutcome({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, token, signedIn]);

  const signInElsewhere = async () => {
    await logout(client).catch(() => undefined);
    navigate(LOGIN_ROUTE, { replace: true });
  };
  return (
    <OnboardingLayout titleId="claim-title">
      <section className="onboarding__form" aria-labelledby="claim-title">
        <h1 id="claim-title">{t('claim.title')}</h1>
        {!signedIn || !token ? (
          <p role="status">{t('claim.signedOut')}</p>
        ) : outcome.state === 'loading' ? (
          <p role="status">{t('claim.checking')}</p>
        ) : outcome.state === 'OWN' ? (
          <p role="status">{t('claim.own', { email: outcome.email })}</p>
        ) : outcome.state === 'ASKED' ? (
          <p role="status">{t('claim.asked', { email: outcome.email })}</p>
        ) : outcome.state === 'failed' ? (
          <p role="alert" className="field__error">
            {wire(outcome.message)}
          </p>
        ) : null}
        {outcome.state === 'ASKED' ? (
          <button type="button" className="btn btn--block" onClick={() => void signInElsewhere()}>
            {t('claim.signIn')}
          </button>
        ) : signedIn && outcome.state !== 'loading' ? (
          <Link className="btn btn--block" href={PROFILE_ROUTE}>
            {t('claim.toProfile')}
          </Link>
        ) : null}
      </section>
    </OnboardingLayout>
  );
}
