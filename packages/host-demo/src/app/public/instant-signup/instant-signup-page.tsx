import { getPackage } from '@modkit/sdk';
import { useClient, useResource, useSession } from '@modkit/sdk/react';
import { isFreePackage, postLoginRedirect } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useEffect, useRef } from 'react';
import { track } from '../../analytics/track';
import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import type { RouteParams } from '../../router/app-route';
import { Link } from '../../router/link';
import { navigate, useLocation } from '../../router/location';
import { Redirect } from '../../router/redirect';
import { InstantSignupForm } from './instant-signup-form';
import { PackageSummary } from './package-summary';
import '../public.css';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The order page of a package (part 1 §2.2); `instant_signup=true` after an instant signup. */
export const orderDetailsPath = (packageId: number | string, instant = false) =>
  `/order-details/${packageId}${instant ? '?instant_signup=true' : ''}`;

/**
 * `/instant-signup/{package_id}` (part 1 §2.4, §2.6, §5): the selected package (name, price, currency), the
 * short signup form, then the order details of that package with instant_signup=true. The package choice
 * is sent to analytics once it is shown. A signed-in learner goes straight to the order details, other
 * roles to their library; the free package is not for sale (plain signup instead).
 */
export default function InstantSignupPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const { query } = useLocation();
  const { t } = useAppTranslator();
  useDocumentTitle(t('public.createAccount'));
  const authenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.user_type);
  const signingUp = useRef(false);
  const id = Number(params.id);
  const pkg = useResource(() => getPackage(client, id), [client, id]);
  const shown = pkg.status === 'ready' ? pkg.data : null;

  useEffect(() => {
    if (shown && !isFreePackage(shown))
      track('instant-signup-package', { package_id: shown.id, package_name: shown.name });
  }, [shown]);

  if (authenticated && role && !signingUp.current) {
    return <Redirect to={role === 'STUDENT' ? orderDetailsPath(id) : postLoginRedirect(role, query)} />;
  }

  return (
    <OnboardingLayout titleId="instant-title">
      <h1 id="instant-title" className="public-title">
        {t('public.createAccount')}
      </h1>
      {pkg.status === 'loading' ? <LoadingState label={t('public.loadingPackage')} /> : null}
      {pkg.status === 'error' ? (
        <>
          <ErrorState error={pkg.error} onRetry={pkg.reload} />
          <p>
            <Link href="/signup">{t('public.withoutPackage')}</Link>
          </p>
        </>
      ) : null}
      {shown ? <PackageSummary pkg={shown} /> : null}
      {shown && isFreePackage(shown) ? (
        <section className="onboarding__form">
          <p>{t('public.noPurchase', { name: shown.name })}</p>
          <Link className="btn btn--block" href="/signup">
            {t('login.signUp')}
          </Link>
        </section>
      ) : null}
      {shown && !isFreePackage(shown) ? (
        <>
          <InstantSignupForm
            onStart={() => {
              signingUp.current = true;
            }}
            onDone={(ok) => {
              signingUp.current = ok;
              if (ok) navigate(orderDetailsPath(id, true));
            }}
          />
          <p className="public-aside">
            {t('signup.haveAccount')}{' '}
            <Link href={`/login?redirectTo=${encodeURIComponent(orderDetailsPath(id))}`}>
              {t('login.title')}
            </Link>
          </p>
        </>
      ) : null}
    </OnboardingLayout>
  );
}
