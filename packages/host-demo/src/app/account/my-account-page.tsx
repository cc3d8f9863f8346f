import { getSubscriptions } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import { gatedPage } from '../router/gated-page';
import { PageFrame } from '../ui/page-frame';
import { AccountSection } from './account-section';
import { LearnerOnly } from './learner-only';
import { MyPlan } from './my-plan';
import { SubscriptionCard } from './subscription-card';
import './account.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/my-account` (part 2 §2 My Account, §4, §7): My Plan (package, days left or 'FREE PACKAGE', Change Package
 * but for the yearly package) and Subscription Details (every package held, newest first, with its Invoice).
 * The login's `instantsignup=true` lands here.
 */
export default gatedPage(LearnerOnly, MyAccount);

function MyAccount() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const subscriptions = useResource(() => getSubscriptions(client), [client]);
  const list = subscriptions.data?.results ?? [];
  const now = Date.now();
  return (
    <PageFrame title={t('nav.myAccount')} crumbs={[{ label: t('nav.myAccount') }]}>
      <MyPlan now={now} />
      <AccountSection id="subscription-details" title={t('account.subscriptionDetails')}>
        {subscriptions.status === 'loading' && !subscriptions.data ? (
          <LoadingState label={t('account.loadingSubscriptions')} />
        ) : null}
        {subscriptions.status === 'error' ? (
          <ErrorState error={subscriptions.error} onRetry={subscriptions.reload} />
        ) : null}
        {subscriptions.data && !list.length ? <EmptyState text={wire(EMPTY_STATES.noRecord)} /> : null}
        {list.length ? (
          <ul className="subscriptions">
            {list.map((s, i) => (
              <SubscriptionCard key={s.id ?? i} subscription={s} now={now} />
            ))}
          </ul>
        ) : null}
      </AccountSection>
    </PageFrame>
  );
}
