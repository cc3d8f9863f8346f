import { getTotalPoints } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { currentAndUpcomingBadge } from '@modkit/sdk/rules';
import { LoadingState } from '@modkit/widgets/ui';
import { pointsToBadge } from '../i18n/activity-texts';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { AccountSection } from './account-section';
import { BadgeMedal } from './badge-medal';

/** Points and badges in the log: the total, the current badge, what the next one needs, and Your Points. */
export function PointsAndBadges() {
  const client = useClient();
  const { t, wire, number } = useAppTranslator();
  const points = useResource(() => getTotalPoints(client), [client]);
  const data = points.data;
  const badges = data ? currentAndUpcomingBadge(data.badge, data.upcommingBadge) : null;
  return (
    <AccountSection id="points-badges" title={t('account.pointsBadges')}>
      {points.status === 'loading' && !data ? <LoadingState label={t('account.loadingPoints')} /> : null}
      {data && badges ? (
        <div className="points-mini">
          {badges.current ? <BadgeMedal badge={badges.current} /> : null}
          <p>
            <strong className="points-mini__total">
              {t('account.badgePoints', { points: number(data.points) })}
            </strong>
            <br />
            {badges.current ? wire(badges.current.name) : t('account.noBadge')}
            {badges.upcoming ? ` · ${pointsToBadge(t, wire, data.points, badges.upcoming)}` : ''}
          </p>
        </div>
      ) : null}
      <Link href="/your-points">{t('account.seePoints')}</Link>
    </AccountSection>
  );
}
