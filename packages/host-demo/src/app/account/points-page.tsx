import { getTotalPoints } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { currentAndUpcomingBadge } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { gatedPage } from '../router/gated-page';
import { PageFrame } from '../ui/page-frame';
import { BadgeLists } from './badge-lists';
import { HowToEarn } from './how-to-earn';
import { LearnerOnly } from './learner-only';
import { PointsSummary } from './points-summary';
import './account.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/your-points` (part 2 §2, §4, §9): the current badge (the last earned), the total, the upcoming badge (the
 * first upcoming) with the progress towards it, the earned and upcoming badges, and How to Earn.
 */
export default gatedPage(LearnerOnly, YourPoints);

function YourPoints() {
  const client = useClient();
  const { t } = useAppTranslator();
  const points = useResource(() => getTotalPoints(client), [client]);
  const data = points.data;
  const badges = data ? currentAndUpcomingBadge(data.badge, data.upcommingBadge) : null;
  return (
    <PageFrame title={t('account.yourPoints')} crumbs={[{ label: t('account.yourPoints') }]}>
      {points.status === 'loading' && !data ? <LoadingState label={t('account.loadingPoints')} /> : null}
      {points.status === 'error' ? <ErrorState error={points.error} onRetry={points.reload} /> : null}
      {data && badges ? (
        <>
          <PointsSummary points={data.points} current={badges.current} upcoming={badges.upcoming} />
          <BadgeLists earned={data.badge} upcoming={data.upcommingBadge} points={data.points} />
        </>
      ) : null}
      <HowToEarn />
    </PageFrame>
  );
}
