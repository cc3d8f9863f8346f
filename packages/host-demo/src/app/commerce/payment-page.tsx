import { verifyOrderUntilSettled } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { afterPaymentRoute, LEARNER_HOME } from '@modkit/sdk/rules';
import { ErrorState } from '@modkit/widgets/ui';
import type { RouteParams } from '../router/app-route';
import { navigate, useLocation } from '../router/location';
import { refreshProfile } from '../session/profile-refresh';
import { PageFrame } from '../ui/page-frame';
import { PaymentOutcome } from './payment-outcome';
import { openPricing } from './pricing-flag';
import './commerce.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/payments/{id}` (part 1 §2.2): the state of one order, verified again (retried while PENDING, at most 3
 * times): the success modal of part 2 §4 after reloading the profile, a declined payment with the way
 * back to the packages, or a payment still pending with 'Check again'. The order window links here when
 * a payment stays pending.
 */
export default function PaymentPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const orderId = Number(params.id);
  const { t } = useAppTranslator();
  const instantSignup = useLocation().query.get('instant_signup') === 'true';
  const result = useResource(async () => {
    const { outcome } = await verifyOrderUntilSettled(client, orderId);
    const user = outcome === 'success' ? await refreshProfile(client).catch(() => null) : null;
    return { outcome, packageName: user?.userpackages?.packages.name ?? '' };
  }, [client, orderId]);
  const data = result.status === 'ready' ? result.data : null;
  return (
    <PageFrame
      title={t('commerce.payment')}
      crumbs={[{ label: t('nav.myLibrary'), href: LEARNER_HOME }, { label: t('commerce.payment') }]}
    >
      {result.status === 'error' ? <ErrorState error={result.error} onRetry={result.reload} /> : null}
      <PaymentOutcome
        state={
          result.status === 'loading'
            ? { step: 'verifying' }
            : data?.outcome === 'success'
              ? { step: 'paid' }
              : { step: 'form' }
        }
        packageName={data?.packageName ?? ''}
        onSuccessClose={() => navigate(afterPaymentRoute(instantSignup))}
        onDismiss={() => undefined}
      />
      {data?.outcome === 'failed' ? (
        <div className="notice">
          <p>{t('commerce.failed')}</p>
          <button type="button" className="btn" onClick={() => openPricing()}>
            {t('commerce.seePackages')}
          </button>
        </div>
      ) : null}
      {data?.outcome === 'pending' ? (
        <div className="notice">
          <p>{t('commerce.pending')}</p>
          <button type="button" className="btn" onClick={result.reload}>
            {t('commerce.checkAgain')}
          </button>
        </div>
      ) : null}
      {data?.outcome === 'success' ? <p>{t('commerce.active')}</p> : null}
    </PageFrame>
  );
}
