import { getPackage } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { LEARNER_HOME } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { RouteParams } from '../router/app-route';
import { useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { OrderDetails } from './order-details';
import './commerce.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/order-details/{package_id}` (part 1 §2.2, part 2 "Order Details"; `instant_signup=true` after an
 * instant signup): loads the package (GET /packages/{id}), then the order panels and the payment.
 */
export default function OrderDetailsPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const packageId = Number(params.packageId);
  const { t } = useAppTranslator();
  const instantSignup = useLocation().query.get('instant_signup') === 'true';
  const pkg = useResource(() => getPackage(client, packageId), [client, packageId]);
  return (
    <PageFrame
      title={t('commerce.orderDetails')}
      crumbs={[{ label: t('nav.myLibrary'), href: LEARNER_HOME }, { label: t('commerce.orderDetails') }]}
    >
      {pkg.status === 'ready' ? (
        <OrderDetails pkg={pkg.data} instantSignup={instantSignup} />
      ) : pkg.status === 'error' ? (
        <ErrorState error={pkg.error} onRetry={pkg.reload} />
      ) : (
        <LoadingState label={t('public.loadingPackage')} />
      )}
    </PageFrame>
  );
}
